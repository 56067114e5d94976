import type { UrlWords } from '../UrlWords';

/** Hungarian: accents dropped (ő/ö → o, ű/ü → u). Amenities are adjectives, as in "kertes ház". */
export const hu: UrlWords = {
  segment: {
    listing: 'hirdetes', project: 'projekt', unit: 'egyseg', agent: 'ingatlanos', agency: 'ingatlaniroda',
    agents: 'ingatlanosok', stats: 'ingatlanarak', search: 'kereses',
  },
  transaction: { Sell: 'elado', Rent: 'kiado' },
  propertyType: {
    Apartment: 'lakasok', House: 'hazak', Building: 'epuletek', PlotOfLand: 'telkek',
    ParkingPlace: 'parkolohelyek', CommercialGround: 'uzlethelyisegek', Room: 'szobak', Boat: 'hajok',
  },
  subType: {
    Attic: 'tetoteri-lakasok', Penthouse: 'penthouse-lakasok', Loft: 'loft-lakasok', StudioApartment: 'garzonlakasok',
    TerracedApartment: 'teraszos-lakasok', DetachedHouse: 'csaladi-hazak', 'Semi-detachedHouse': 'ikerhazak',
    Farmhouse: 'tanyak', Villa: 'villak', Chalet: 'hetvegi-hazak',
  },
  flag: { projects: 'uj-epitesu', luxury: 'luxus' },
  numberOf: { rooms: 'szobas', bedrooms: 'halos', bathrooms: 'furdos', studio: 'garzon' },
  proximity: {
    Beach: 'strand-kozeleben', Sea: 'tenger-kozeleben', TownCentre: 'kozpont-kozeleben', PublicTransport: 'tomegkozlekedes-kozeleben',
    Highway: 'autopalya-kozeleben', Shops: 'boltok-kozeleben', Park: 'park-kozeleben', SportCenter: 'sportkozpont-kozeleben',
  },
  amenity: {
    Lift: 'liftes', Terrace: 'teraszos', Garden: 'kertes', Garage: 'garazsos', Furnished: 'butorozott',
    Balcony: 'erkelyes', Parking: 'parkoloval', AirConditioning: 'legkondicionalt', Alarm: 'riasztoval', SwimmingPool: 'medences',
  },
  view: {
    City: 'varosra-nezo', Forest: 'erdore-nezo', Garden: 'kertre-nezo', Hills: 'dombokra-nezo', Lake: 'tora-nezo',
    Mountains: 'hegyekre-nezo', Sea: 'tengerre-nezo', Countryside: 'videkre-nezo', Courtyard: 'udvarra-nezo', Greenery: 'zoldre-nezo',
  },
  sorting: {
    justForYou: 'neked', updateDate: 'legujabb', priceAsc: 'legolcsobb', priceDesc: 'legdragabb',
    biggestPriceDrops: 'arcsokkenes', biggestPriceIncreases: 'aremelkedes', livingArea: 'legnagyobb', numberOfRooms: 'legtobb-szoba',
  },
  special: { GardenAndGarage: 'kertes-garazsos', CheaperThan100k: '100k-alatt' },
};
