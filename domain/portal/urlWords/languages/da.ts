import type { UrlWords } from '../UrlWords';

/** Danish: æ → ae, ø → oe, å → aa. */
export const da: UrlWords = {
  segment: {
    listing: 'annonce', project: 'projekt', unit: 'enhed', agent: 'maegler', agency: 'maeglerfirma',
    agents: 'ejendomsmaeglere', stats: 'boligpriser', search: 'soeg',
  },
  transaction: { Sell: 'koeb', Rent: 'leje' },
  propertyType: {
    Apartment: 'lejligheder', House: 'huse', Building: 'bygninger', PlotOfLand: 'grunde',
    ParkingPlace: 'parkeringspladser', CommercialGround: 'erhvervslokaler', Room: 'vaerelser', Boat: 'baade',
  },
  subType: {
    Attic: 'tagboliger', Penthouse: 'penthouselejligheder', Loft: 'lofts', StudioApartment: 'etvaerelseslejligheder',
    TerracedApartment: 'terrasselejligheder', DetachedHouse: 'parcelhuse', 'Semi-detachedHouse': 'dobbelthuse',
    Farmhouse: 'landejendomme', Villa: 'villaer', Chalet: 'sommerhuse',
  },
  flag: { projects: 'nybyggeri', luxury: 'luksus' },
  numberOf: { rooms: 'vaerelser', bedrooms: 'sovevaerelser', bathrooms: 'badevaerelser', studio: 'etvaerelses' },
  proximity: {
    Beach: 'naer-strand', Sea: 'naer-havet', TownCentre: 'naer-centrum', PublicTransport: 'naer-offentlig-transport',
    Highway: 'naer-motorvej', Shops: 'naer-butikker', Park: 'naer-park', SportCenter: 'naer-idraetscenter',
  },
  amenity: {
    Lift: 'med-elevator', Terrace: 'med-terrasse', Garden: 'med-have', Garage: 'med-garage', Furnished: 'moebleret',
    Balcony: 'med-altan', Parking: 'med-parkering', AirConditioning: 'med-aircondition', Alarm: 'med-alarm',
    SwimmingPool: 'med-pool',
  },
  view: {
    City: 'byudsigt', Forest: 'skovudsigt', Garden: 'haveudsigt', Hills: 'bakkeudsigt', Lake: 'soeudsigt',
    Mountains: 'bjergudsigt', Sea: 'havudsigt', Countryside: 'landudsigt', Courtyard: 'gaardudsigt', Greenery: 'groenudsigt',
  },
  sorting: {
    justForYou: 'til-dig', updateDate: 'nyeste', priceAsc: 'billigste', priceDesc: 'dyreste',
    biggestPriceDrops: 'prisfald', biggestPriceIncreases: 'prisstigninger', livingArea: 'stoerste', numberOfRooms: 'flest-vaerelser',
  },
  special: { GardenAndGarage: 'med-have-og-garage', CheaperThan100k: 'under-100k' },
};
