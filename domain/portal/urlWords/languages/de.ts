import type { UrlWords } from '../UrlWords';

/** German: umlauts written out (ä → ae, ö → oe, ü → ue, ß → ss). */
export const de: UrlWords = {
  segment: {
    listing: 'inserat', project: 'projekt', unit: 'einheit', agent: 'makler', agency: 'agentur',
    agents: 'immobilienmakler', stats: 'immobilienpreise', search: 'suche',
  },
  transaction: { Sell: 'kaufen', Rent: 'mieten' },
  propertyType: {
    Apartment: 'wohnungen', House: 'haeuser', Building: 'gebaeude', PlotOfLand: 'grundstuecke',
    ParkingPlace: 'parkplaetze', CommercialGround: 'gewerbeflaechen', Room: 'wg-zimmer', Boat: 'boote',
  },
  subType: {
    Attic: 'dachwohnungen', Penthouse: 'penthouses', Loft: 'lofts', StudioApartment: 'studios',
    TerracedApartment: 'terrassenwohnungen', DetachedHouse: 'einfamilienhaeuser', 'Semi-detachedHouse': 'doppelhaushaelften',
    Farmhouse: 'bauernhaeuser', Villa: 'villen', Chalet: 'chalets',
  },
  flag: { projects: 'neubauprojekte', luxury: 'luxus' },
  numberOf: { rooms: 'zimmer', bedrooms: 'schlafzimmer', bathrooms: 'badezimmer', studio: 'studio' },
  proximity: {
    Beach: 'nahe-strand', Sea: 'nahe-meer', TownCentre: 'nahe-zentrum', PublicTransport: 'nahe-oev',
    Highway: 'nahe-autobahn', Shops: 'nahe-geschaefte', Park: 'nahe-park', SportCenter: 'nahe-sportzentrum',
  },
  amenity: {
    Lift: 'mit-lift', Terrace: 'mit-terrasse', Garden: 'mit-garten', Garage: 'mit-garage', Furnished: 'moebliert',
    Balcony: 'mit-balkon', Parking: 'mit-parkplatz', AirConditioning: 'mit-klimaanlage', Alarm: 'mit-alarmanlage',
    SwimmingPool: 'mit-pool',
  },
  view: {
    City: 'stadtblick', Forest: 'waldblick', Garden: 'gartenblick', Hills: 'huegelblick', Lake: 'seeblick',
    Mountains: 'bergblick', Sea: 'meerblick', Countryside: 'landblick', Courtyard: 'hofblick', Greenery: 'gruenblick',
  },
  sorting: {
    justForYou: 'fuer-sie', updateDate: 'neueste', priceAsc: 'guenstigste', priceDesc: 'teuerste',
    biggestPriceDrops: 'preissenkungen', biggestPriceIncreases: 'preiserhoehungen', livingArea: 'groesste', numberOfRooms: 'meiste-zimmer',
  },
  special: { GardenAndGarage: 'mit-garten-und-garage', CheaperThan100k: 'unter-100k' },
};
