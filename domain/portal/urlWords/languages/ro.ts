import type { UrlWords } from '../UrlWords';

/** Romanian: diacritics dropped (ă/â → a, î → i, ș → s, ț → t). */
export const ro: UrlWords = {
  segment: {
    listing: 'anunt', project: 'proiect', unit: 'unitate', agent: 'agent', agency: 'agentie',
    agents: 'agenti-imobiliari', stats: 'preturi-locuinte', search: 'cautare',
  },
  transaction: { Sell: 'cumparare', Rent: 'inchiriere' },
  propertyType: {
    Apartment: 'apartamente', House: 'case', Building: 'cladiri', PlotOfLand: 'terenuri',
    ParkingPlace: 'locuri-de-parcare', CommercialGround: 'spatii-comerciale', Room: 'camere', Boat: 'barci',
  },
  subType: {
    Attic: 'mansarde', Penthouse: 'penthouse-uri', Loft: 'lofturi', StudioApartment: 'garsoniere',
    TerracedApartment: 'apartamente-cu-terasa', DetachedHouse: 'case-individuale', 'Semi-detachedHouse': 'duplexuri',
    Farmhouse: 'ferme', Villa: 'vile', Chalet: 'cabane',
  },
  flag: { projects: 'ansambluri-noi', luxury: 'lux' },
  numberOf: { rooms: 'camere', bedrooms: 'dormitoare', bathrooms: 'bai', studio: 'garsoniera' },
  proximity: {
    Beach: 'langa-plaja', Sea: 'langa-mare', TownCentre: 'langa-centru', PublicTransport: 'langa-transport-public',
    Highway: 'langa-autostrada', Shops: 'langa-magazine', Park: 'langa-parc', SportCenter: 'langa-baza-sportiva',
  },
  amenity: {
    Lift: 'cu-lift', Terrace: 'cu-terasa', Garden: 'cu-gradina', Garage: 'cu-garaj', Furnished: 'mobilat',
    Balcony: 'cu-balcon', Parking: 'cu-parcare', AirConditioning: 'cu-aer-conditionat', Alarm: 'cu-alarma',
    SwimmingPool: 'cu-piscina',
  },
  view: {
    City: 'vedere-oras', Forest: 'vedere-padure', Garden: 'vedere-gradina', Hills: 'vedere-dealuri', Lake: 'vedere-lac',
    Mountains: 'vedere-munte', Sea: 'vedere-mare', Countryside: 'vedere-camp', Courtyard: 'vedere-curte', Greenery: 'vedere-verdeata',
  },
  sorting: {
    justForYou: 'pentru-tine', updateDate: 'cele-mai-noi', priceAsc: 'cele-mai-ieftine', priceDesc: 'cele-mai-scumpe',
    biggestPriceDrops: 'scaderi-de-pret', biggestPriceIncreases: 'cresteri-de-pret', livingArea: 'cele-mai-mari',
    numberOfRooms: 'cele-mai-multe-camere',
  },
  special: { GardenAndGarage: 'cu-gradina-si-garaj', CheaperThan100k: 'sub-100k' },
};
