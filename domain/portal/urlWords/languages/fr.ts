import type { UrlWords } from '../UrlWords';

/** French: accents dropped. */
export const fr: UrlWords = {
  segment: {
    listing: 'annonce', project: 'projet', unit: 'lot', agent: 'agent', agency: 'agence',
    agents: 'agents-immobiliers', stats: 'prix-immobilier', search: 'recherche',
  },
  transaction: { Sell: 'acheter', Rent: 'louer' },
  propertyType: {
    Apartment: 'appartements', House: 'maisons', Building: 'immeubles', PlotOfLand: 'terrains',
    ParkingPlace: 'parkings', CommercialGround: 'locaux-commerciaux', Room: 'chambres', Boat: 'bateaux',
  },
  subType: {
    Attic: 'combles', Penthouse: 'penthouses', Loft: 'lofts', StudioApartment: 'studios',
    TerracedApartment: 'appartements-terrasse', DetachedHouse: 'maisons-individuelles', 'Semi-detachedHouse': 'maisons-jumelees',
    Farmhouse: 'fermes', Villa: 'villas', Chalet: 'chalets',
  },
  flag: { projects: 'programmes-neufs', luxury: 'luxe' },
  numberOf: { rooms: 'pieces', bedrooms: 'chambres', bathrooms: 'salles-de-bain', studio: 'studio' },
  proximity: {
    Beach: 'proche-plage', Sea: 'proche-mer', TownCentre: 'proche-centre-ville', PublicTransport: 'proche-transports',
    Highway: 'proche-autoroute', Shops: 'proche-commerces', Park: 'proche-parc', SportCenter: 'proche-centre-sportif',
  },
  amenity: {
    Lift: 'avec-ascenseur', Terrace: 'avec-terrasse', Garden: 'avec-jardin', Garage: 'avec-garage', Furnished: 'meuble',
    Balcony: 'avec-balcon', Parking: 'avec-parking', AirConditioning: 'avec-climatisation', Alarm: 'avec-alarme',
    SwimmingPool: 'avec-piscine',
  },
  view: {
    City: 'vue-ville', Forest: 'vue-foret', Garden: 'vue-jardin', Hills: 'vue-collines', Lake: 'vue-lac',
    Mountains: 'vue-montagne', Sea: 'vue-mer', Countryside: 'vue-campagne', Courtyard: 'vue-cour', Greenery: 'vue-verdure',
  },
  sorting: {
    justForYou: 'pour-vous', updateDate: 'plus-recents', priceAsc: 'moins-chers', priceDesc: 'plus-chers',
    biggestPriceDrops: 'baisses-de-prix', biggestPriceIncreases: 'hausses-de-prix', livingArea: 'plus-grands',
    numberOfRooms: 'plus-de-pieces',
  },
  special: { GardenAndGarage: 'avec-jardin-et-garage', CheaperThan100k: 'moins-de-100k' },
};
