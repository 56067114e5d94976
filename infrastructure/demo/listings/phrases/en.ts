import { type Noun, type PhraseBank, plural } from './PhraseBank';

const n = (word: string): Noun => ({ word, gender: 'n' });
const same = (word: string): [string, string, string] => [word, word, word];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const en: PhraseBank = {
  nouns: {
    Apartment: n('apartment'), Attic: n('attic apartment'), TerracedApartment: n('terrace apartment'), StudioApartment: n('studio'),
    Duplex: n('duplex'), Penthouse: n('penthouse'), Loft: n('loft'),
    DetachedHouse: n('detached house'), 'Semi-detachedHouse': n('semi-detached house'), Farmhouse: n('farmhouse'),
    TerracedHouse: n('terraced house'), Villa: n('villa'), Chalet: n('chalet'),
    ApartmentBuilding: n('apartment building'), MixedUseBuilding: n('mixed-use building'),
    BuildingLand: n('building plot'), AgriculturalLand: n('agricultural land'),
    IndoorParking: n('underground parking space'), OutdoorParking: n('outdoor parking space'), Garage: n('lock-up garage'),
    Office: n('office'), Retail: n('retail unit'), Warehouse: n('warehouse'), Restaurant: n('restaurant'),
    SharedRoom: n('room in a shared flat'), Sailboat: n('sailing yacht'), Motorboat: n('motorboat'),
  },
  adjectives: ['bright', 'modern', 'charming', 'well-kept', 'spacious', 'quiet', 'renovated', 'sunny', 'elegant', 'immaculate'].map(same),
  adjectiveFirst: true,
  indefinite: (noun, adj) => {
    const phrase = `${adj ? `${adj} ` : ''}${noun.word}`;
    return `${/^[aeiou]/.test(phrase) ? 'an' : 'a'} ${phrase}`;
  },
  and: 'and',
  decimalComma: false,
  counts: {
    rooms: (r) => plural(r, 'room', 'rooms'),
    bedrooms: (b) => plural(b, 'bedroom', 'bedrooms'),
    bathrooms: (b) => plural(b, 'bathroom', 'bathrooms'),
    label: (_rooms, bedrooms) => (bedrooms ? `${bedrooms}-bedroom` : undefined),
  },
  floor: (f) => (f === 0 ? 'on the ground floor' : `on the ${ordinal(f)} floor`),
  month: (d) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
  amenities: {
    Balcony: 'a balcony', Terrace: 'a terrace', Parking: 'a parking space', Lift: 'a lift', AirConditioning: 'air conditioning', Alarm: 'an alarm system',
    Garage: 'a garage', Garden: 'a private garden', SwimmingPool: 'a swimming pool', Furnished: 'full furnishings',
  },
  withFeature: {
    Balcony: 'with balcony', Terrace: 'with terrace', Garden: 'with garden', SwimmingPool: 'with pool', Garage: 'with garage', Lift: 'with lift',
    Lake: 'with lake view', Mountains: 'with mountain views', Sea: 'with sea view', City: 'with city views', Furnished: 'fully furnished',
  },
  views: {
    City: 'views over the city', Forest: 'views of the forest', Garden: 'views of the garden', Hills: 'views of the hills', Lake: 'views of the lake',
    Mountains: 'mountain panoramas', Sea: 'sea views', Countryside: 'countryside views', Courtyard: 'a quiet courtyard outlook', Greenery: 'green surroundings',
  },
  orientations: { South: 'south', East: 'east', West: 'west', North: 'north' },
  proximities: {
    PublicTransport: 'public transport', Highway: 'motorway access', Shops: 'shops', Park: 'a park', SportCenter: 'a sports centre',
    TownCentre: 'the town centre', Beach: 'the beach', Sea: 'the seafront',
  },
  titles: {
    residential: ['{AdjNoun} in {locality}', '{AdjNoun} {with}', '{label} {noun} {with} in {locality}', '{AdjNoun} in central {locality}', '{label} {noun} in {locality}'],
    building: ['{AdjNoun} in {locality}', 'Investment opportunity: {noun} in {locality}'],
    land: ['{AdjNoun} in {locality}', '{AdjNoun} of {land} in {locality}'],
    parking: ['{AdjNoun} in {locality}', '{AdjNoun} in central {locality}'],
    commercial: ['{AdjNoun} in {locality}', '{AdjNoun} of {area} in {locality}', 'Prime {noun} in {locality}'],
    boat: ['{AdjNoun} with mooring in {locality}', '{AdjNoun} in {locality}'],
  },
  intro: {
    Sell: {
      residential: ['For sale: {aNoun} in {locality}.', 'We are pleased to offer {aNoun} in {locality}, {region}.', 'This property in {locality} is {aNoun} with plenty of potential.'],
      building: ['For sale: {aNoun} in {locality}, an ideal investment.', 'On offer in {locality}: {aNoun} with steady rental income.'],
      land: ['For sale: {aNoun} in {locality}.', 'On offer in {locality}, {region}: {aNoun}.'],
      parking: ['For sale: {aNoun} in {locality}.'],
      commercial: ['For sale: {aNoun} in {locality}.', 'On offer in a busy part of {locality}: {aNoun}.'],
      boat: ['For sale: {aNoun} moored in {locality}.'],
    },
    Rent: {
      residential: ['To let: {aNoun} in {locality}.', 'Available to rent in {locality}, {region}: {aNoun}.', 'We are letting {aNoun} in {locality}.'],
      building: ['To let: {aNoun} in {locality}.'],
      land: ['To let: {aNoun} in {locality}.'],
      parking: ['To let: {aNoun} in {locality}, ideal for residents.'],
      commercial: ['To let: {aNoun} in {locality}.', 'Available to rent in {locality}: {aNoun} with good footfall.'],
      boat: ['To charter: {aNoun} in {locality}.'],
    },
  },
  newBuild: ['New development: completion expected in {date}.', 'Brand-new home in a development completed in {date}.'],
  layout: [
    'The {area} of living space comprise {roomsText}, including {bedroomsText} and {bathroomsText}.',
    'Spread over {area}, the accommodation offers {bedroomsText} and {bathroomsText}.',
    'It offers {area} of living space with {bedroomsText} and {bathroomsText}.',
    'The usable area is {area}.',
  ],
  floorSentence: ['The apartment is {floor}.', 'It is located {floor} of a well-maintained building.'],
  amenitiesSentence: ['Features include {list}.', 'Highlights include {list}.'],
  viewsSentence: ['Enjoy {list}.', 'The setting offers {list}.'],
  orientationSentence: ['The rooms face {list}, bringing in plenty of daylight.', 'Orientation: {list}.'],
  proximitiesSentence: ['Nearby you will find {list}.', 'Within easy reach: {list}.'],
  landSentence: ['The plot extends to {land}.', 'Land area: {land}.'],
  yearSentence: ['Built in {year}.', 'The building dates from {year} and has been well maintained.'],
  energySentence: ['Energy rating {grade} ({energy} kWh/m² per year).', 'EPC: band {grade}, {energy} kWh/m²/year.'],
  availableNow: ['Available immediately.', 'Ready to move in now.'],
  availableFrom: ['Available from {date}.', 'Move-in date: {date}.'],
  closing: ['Contact us to arrange a viewing.', 'We look forward to hearing from you.', 'Further details are available on request.', 'Book your viewing today.'],
};

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}
