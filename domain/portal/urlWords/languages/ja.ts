import type { UrlWords } from '../UrlWords';

/** Japanese, in Hepburn romanisation without macrons (how Japanese portals spell URL paths). */
export const ja: UrlWords = {
  segment: {
    listing: 'bukken', project: 'purojekuto', unit: 'yunitto', agent: 'eijento', agency: 'fudosan-gaisha',
    agents: 'fudosan-eijento', stats: 'fudosan-kakaku', search: 'kensaku',
  },
  transaction: { Sell: 'konyu', Rent: 'chintai' },
  propertyType: {
    Apartment: 'manshon', House: 'ikkodate', Building: 'biru', PlotOfLand: 'tochi',
    ParkingPlace: 'chushajo', CommercialGround: 'tenpo-jimusho', Room: 'heya', Boat: 'boto',
  },
  subType: {
    Attic: 'yaneura', Penthouse: 'pento-hausu', Loft: 'rofuto', StudioApartment: 'wanrumu-manshon',
    TerracedApartment: 'terasu-tsuki-manshon', DetachedHouse: 'dokuritsu-jutaku', 'Semi-detachedHouse': 'nikosho-jutaku',
    Farmhouse: 'noka', Villa: 'besso', Chalet: 'sanso',
  },
  flag: { projects: 'shinchiku', luxury: 'kokyu' },
  numberOf: { rooms: 'heya', bedrooms: 'shinshitsu', bathrooms: 'basurumu', studio: 'wanrumu' },
  proximity: {
    Beach: 'kaigan-chika', Sea: 'umi-chika', TownCentre: 'toshin-chika', PublicTransport: 'eki-chika',
    Highway: 'kosokudoro-chika', Shops: 'shoten-chika', Park: 'koen-chika', SportCenter: 'supotsu-shisetsu-chika',
  },
  amenity: {
    Lift: 'erebeta-tsuki', Terrace: 'terasu-tsuki', Garden: 'niwa-tsuki', Garage: 'gareji-tsuki', Furnished: 'kagu-tsuki',
    Balcony: 'barukoni-tsuki', Parking: 'chushajo-tsuki', AirConditioning: 'eakon-tsuki', Alarm: 'keiho-tsuki',
    SwimmingPool: 'puru-tsuki',
  },
  view: {
    City: 'machinami-no-nagame', Forest: 'mori-no-nagame', Garden: 'niwa-no-nagame', Hills: 'oka-no-nagame',
    Lake: 'mizuumi-no-nagame', Mountains: 'yama-no-nagame', Sea: 'umi-no-nagame', Countryside: 'denen-no-nagame',
    Courtyard: 'nakaniwa-no-nagame', Greenery: 'midori-no-nagame',
  },
  sorting: {
    justForYou: 'osusume', updateDate: 'shinchaku', priceAsc: 'yasui-jun', priceDesc: 'takai-jun',
    biggestPriceDrops: 'nesage', biggestPriceIncreases: 'neage', livingArea: 'hiroi-jun', numberOfRooms: 'heya-ga-ooi-jun',
  },
  special: { GardenAndGarage: 'niwa-to-gareji-tsuki', CheaperThan100k: '100k-ika' },
};
