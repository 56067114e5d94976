import type { UrlWords } from '../UrlWords';

/** Italian: accents dropped. */
export const it: UrlWords = {
  segment: {
    listing: 'annuncio', project: 'progetto', unit: 'unita', agent: 'agente', agency: 'agenzia',
    agents: 'agenti-immobiliari', stats: 'prezzi-immobili', search: 'cerca',
  },
  transaction: { Sell: 'comprare', Rent: 'affittare' },
  propertyType: {
    Apartment: 'appartamenti', House: 'case', Building: 'edifici', PlotOfLand: 'terreni',
    ParkingPlace: 'posti-auto', CommercialGround: 'locali-commerciali', Room: 'stanze', Boat: 'barche',
  },
  subType: {
    Attic: 'mansarde', Penthouse: 'attici', Loft: 'loft', StudioApartment: 'monolocali',
    TerracedApartment: 'appartamenti-con-terrazzo', DetachedHouse: 'case-indipendenti', 'Semi-detachedHouse': 'case-bifamiliari',
    Farmhouse: 'casali', Villa: 'ville', Chalet: 'chalet',
  },
  flag: { projects: 'nuove-costruzioni', luxury: 'lusso' },
  numberOf: { rooms: 'locali', bedrooms: 'camere-da-letto', bathrooms: 'bagni', studio: 'monolocale' },
  proximity: {
    Beach: 'vicino-spiaggia', Sea: 'vicino-mare', TownCentre: 'vicino-centro', PublicTransport: 'vicino-mezzi-pubblici',
    Highway: 'vicino-autostrada', Shops: 'vicino-negozi', Park: 'vicino-parco', SportCenter: 'vicino-centro-sportivo',
  },
  amenity: {
    Lift: 'con-ascensore', Terrace: 'con-terrazzo', Garden: 'con-giardino', Garage: 'con-garage', Furnished: 'arredato',
    Balcony: 'con-balcone', Parking: 'con-parcheggio', AirConditioning: 'con-aria-condizionata', Alarm: 'con-allarme',
    SwimmingPool: 'con-piscina',
  },
  view: {
    City: 'vista-citta', Forest: 'vista-bosco', Garden: 'vista-giardino', Hills: 'vista-colline', Lake: 'vista-lago',
    Mountains: 'vista-montagna', Sea: 'vista-mare', Countryside: 'vista-campagna', Courtyard: 'vista-cortile',
    Greenery: 'vista-verde',
  },
  sorting: {
    justForYou: 'per-te', updateDate: 'piu-recenti', priceAsc: 'meno-cari', priceDesc: 'piu-cari',
    biggestPriceDrops: 'ribassi-di-prezzo', biggestPriceIncreases: 'rialzi-di-prezzo', livingArea: 'piu-grandi',
    numberOfRooms: 'piu-locali',
  },
  special: { GardenAndGarage: 'con-giardino-e-garage', CheaperThan100k: 'meno-di-100k' },
};
