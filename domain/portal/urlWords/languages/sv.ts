import type { UrlWords } from '../UrlWords';

/** Swedish: å/ä → a, ö → o. */
export const sv: UrlWords = {
  segment: {
    listing: 'annons', project: 'projekt', unit: 'enhet', agent: 'maklare', agency: 'maklarbyra',
    agents: 'fastighetsmaklare', stats: 'bostadspriser', search: 'sok',
  },
  transaction: { Sell: 'kopa', Rent: 'hyra' },
  propertyType: {
    Apartment: 'lagenheter', House: 'hus', Building: 'byggnader', PlotOfLand: 'tomter',
    ParkingPlace: 'parkeringsplatser', CommercialGround: 'lokaler', Room: 'rum', Boat: 'batar',
  },
  subType: {
    Attic: 'vindsvaningar', Penthouse: 'takvaningar', Loft: 'loft', StudioApartment: 'ettor',
    TerracedApartment: 'terrasslagenheter', DetachedHouse: 'fristaende-hus', 'Semi-detachedHouse': 'parhus',
    Farmhouse: 'gardar', Villa: 'villor', Chalet: 'stugor',
  },
  flag: { projects: 'nyproduktion', luxury: 'lyx' },
  numberOf: { rooms: 'rum', bedrooms: 'sovrum', bathrooms: 'badrum', studio: 'etta' },
  proximity: {
    Beach: 'nara-strand', Sea: 'nara-havet', TownCentre: 'nara-centrum', PublicTransport: 'nara-kollektivtrafik',
    Highway: 'nara-motorvag', Shops: 'nara-butiker', Park: 'nara-park', SportCenter: 'nara-idrottsanlaggning',
  },
  amenity: {
    Lift: 'med-hiss', Terrace: 'med-terrass', Garden: 'med-tradgard', Garage: 'med-garage', Furnished: 'moblerad',
    Balcony: 'med-balkong', Parking: 'med-parkering', AirConditioning: 'med-luftkonditionering', Alarm: 'med-larm',
    SwimmingPool: 'med-pool',
  },
  view: {
    City: 'stadsutsikt', Forest: 'skogsutsikt', Garden: 'tradgardsutsikt', Hills: 'kullutsikt', Lake: 'sjoutsikt',
    Mountains: 'bergsutsikt', Sea: 'havsutsikt', Countryside: 'landsbygdsutsikt', Courtyard: 'gardsutsikt', Greenery: 'gronskautsikt',
  },
  sorting: {
    justForYou: 'for-dig', updateDate: 'nyaste', priceAsc: 'billigaste', priceDesc: 'dyraste',
    biggestPriceDrops: 'prissankningar', biggestPriceIncreases: 'prishojningar', livingArea: 'storsta', numberOfRooms: 'flest-rum',
  },
  special: { GardenAndGarage: 'med-tradgard-och-garage', CheaperThan100k: 'under-100k' },
};
