import type { UrlWords } from '../UrlWords';

/** Greek, romanised (ELOT 743 style, as Greek property sites write their URLs). */
export const el: UrlWords = {
  segment: {
    listing: 'aggelia', project: 'ergo', unit: 'monada', agent: 'mesitis', agency: 'mesitiko-grafeio',
    agents: 'mesites', stats: 'times-katoikion', search: 'anazitisi',
  },
  transaction: { Sell: 'agora', Rent: 'enoikiasi' },
  propertyType: {
    Apartment: 'diamerismata', House: 'spitia', Building: 'ktiria', PlotOfLand: 'oikopeda',
    ParkingPlace: 'theseis-stathmeusis', CommercialGround: 'epaggelmatikoi-choroi', Room: 'domatia', Boat: 'skafi',
  },
  subType: {
    Attic: 'sofites', Penthouse: 'retire', Loft: 'loft', StudioApartment: 'gkarsonieres',
    TerracedApartment: 'diamerismata-me-veranta', DetachedHouse: 'monokatoikies', 'Semi-detachedHouse': 'didymes-katoikies',
    Farmhouse: 'agroikies', Villa: 'epavleis', Chalet: 'sale',
  },
  flag: { projects: 'nees-anaptyxeis', luxury: 'polyteleia' },
  numberOf: { rooms: 'domatia', bedrooms: 'ypnodomatia', bathrooms: 'mpania', studio: 'gkarsoniera' },
  proximity: {
    Beach: 'konta-se-paralia', Sea: 'konta-sti-thalassa', TownCentre: 'konta-sto-kentro', PublicTransport: 'konta-se-mmm',
    Highway: 'konta-se-autokinitodromo', Shops: 'konta-se-katastimata', Park: 'konta-se-parko', SportCenter: 'konta-se-athlitiko-kentro',
  },
  amenity: {
    Lift: 'me-asanser', Terrace: 'me-veranta', Garden: 'me-kipo', Garage: 'me-garaz', Furnished: 'epiplomeno',
    Balcony: 'me-mpalkoni', Parking: 'me-parking', AirConditioning: 'me-klimatismo', Alarm: 'me-synagermo', SwimmingPool: 'me-pisina',
  },
  view: {
    City: 'thea-poli', Forest: 'thea-dasos', Garden: 'thea-kipo', Hills: 'thea-lofous', Lake: 'thea-limni',
    Mountains: 'thea-vouno', Sea: 'thea-thalassa', Countryside: 'thea-exochi', Courtyard: 'thea-avli', Greenery: 'thea-prasino',
  },
  sorting: {
    justForYou: 'gia-esena', updateDate: 'nea', priceAsc: 'fthinotera', priceDesc: 'akrivotera',
    biggestPriceDrops: 'meioseis-timis', biggestPriceIncreases: 'afxiseis-timis', livingArea: 'megalytera',
    numberOfRooms: 'perissotera-domatia',
  },
  special: { GardenAndGarage: 'me-kipo-kai-garaz', CheaperThan100k: 'kato-apo-100k' },
};
