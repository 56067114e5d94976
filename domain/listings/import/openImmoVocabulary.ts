import type { PropertyType } from '../Listing';

/**
 * OpenImmo 1.2.7 names a property's kind by the element it writes under <objektart> and refines it
 * with an attribute (wohnungtyp, haustyp…). The portal's types and sub-types (GET /v2/repositories)
 * for each; an element not listed is refused, never mapped to a look-alike.
 */
export const OPENIMMO_TYPES: Readonly<Record<string, PropertyType>> = {
  zimmer: 'Room',
  wohnung: 'Apartment',
  haus: 'House',
  grundstueck: 'PlotOfLand',
  land_und_forstwirtschaft: 'PlotOfLand',
  buero_praxen: 'CommercialGround',
  einzelhandel: 'CommercialGround',
  gastgewerbe: 'CommercialGround',
  hallen_lager_prod: 'CommercialGround',
  freizeitimmobilie_gewerblich: 'CommercialGround',
  sonstige: 'CommercialGround',
  zinshaus_renditeobjekt: 'Building',
  parken: 'ParkingPlace',
};

/** The attribute that refines each element, and the portal's sub-type for its values. */
export const OPENIMMO_SUB_TYPES: Readonly<Record<string, { attribute: string; values: Record<string, string> }>> = {
  wohnung: {
    attribute: 'wohnungtyp',
    values: {
      DACHGESCHOSS: 'Attic',
      MAISONETTE: 'Duplex',
      'LOFT-STUDIO-ATELIER': 'Loft',
      PENTHOUSE: 'Penthouse',
      TERRASSEN: 'TerracedApartment',
      APARTMENT: 'StudioApartment',
      ETAGE: 'Apartment',
      ERDGESCHOSS: 'Apartment',
    },
  },
  haus: {
    attribute: 'haustyp',
    values: {
      EINFAMILIENHAUS: 'DetachedHouse',
      DOPPELHAUSHAELFTE: 'Semi-detachedHouse',
      REIHENHAUS: 'TerracedHouse',
      REIHENMITTELHAUS: 'TerracedHouse',
      REIHENECKHAUS: 'TerracedHouse',
      REIHENEND: 'TerracedHouse',
      VILLA: 'Villa',
      BAUERNHAUS: 'Farmhouse',
      BUNGALOW: 'DetachedHouse',
    },
  },
  hallen_lager_prod: { attribute: 'hallen_typ', values: { LAGER: 'Warehouse', HALLE: 'Warehouse' } },
};

/** A house the feed calls a block of flats is the portal's Building. */
export const OPENIMMO_BUILDING_HOUSES = new Set(['MEHRFAMILIENHAUS']);

/** Picture groups of <anhang gruppe>; floor plans, documents and links are not listing pictures. */
export const OPENIMMO_PICTURE_GROUPS = ['TITELBILD', 'BILD', 'AUSSENANSICHTEN', 'INNENANSICHTEN'];

/** <stellplatzart> attributes: a closed garage, or a place to park. */
export const OPENIMMO_GARAGES = ['GARAGE', 'TIEFGARAGE'];
export const OPENIMMO_PARKINGS = ['CARPORT', 'FREIPLATZ', 'DUPLEX', 'PARKHAUS'];
