import type { UrlWords } from '../UrlWords';

/** Norwegian Bokmål (also serves "no" and "nn"): æ → ae, ø → o, å → aa. */
export const nb: UrlWords = {
  segment: {
    listing: 'annonse', project: 'prosjekt', unit: 'enhet', agent: 'megler', agency: 'meglerforetak',
    agents: 'eiendomsmeglere', stats: 'boligpriser', search: 'sok',
  },
  transaction: { Sell: 'kjop', Rent: 'leie' },
  propertyType: {
    Apartment: 'leiligheter', House: 'hus', Building: 'bygninger', PlotOfLand: 'tomter',
    ParkingPlace: 'parkeringsplasser', CommercialGround: 'naeringslokaler', Room: 'hybler', Boat: 'baater',
  },
  subType: {
    Attic: 'loftsleiligheter', Penthouse: 'toppleiligheter', Loft: 'lofter', StudioApartment: 'hybelleiligheter',
    TerracedApartment: 'terrasseleiligheter', DetachedHouse: 'eneboliger', 'Semi-detachedHouse': 'tomannsboliger',
    Farmhouse: 'gardsbruk', Villa: 'villaer', Chalet: 'hytter',
  },
  flag: { projects: 'nybygg', luxury: 'luksus' },
  numberOf: { rooms: 'rom', bedrooms: 'soverom', bathrooms: 'bad', studio: 'hybel' },
  proximity: {
    Beach: 'naer-strand', Sea: 'naer-sjoen', TownCentre: 'naer-sentrum', PublicTransport: 'naer-kollektivtransport',
    Highway: 'naer-motorvei', Shops: 'naer-butikker', Park: 'naer-park', SportCenter: 'naer-idrettsanlegg',
  },
  amenity: {
    Lift: 'med-heis', Terrace: 'med-terrasse', Garden: 'med-hage', Garage: 'med-garasje', Furnished: 'moblert',
    Balcony: 'med-balkong', Parking: 'med-parkering', AirConditioning: 'med-klimaanlegg', Alarm: 'med-alarm',
    SwimmingPool: 'med-basseng',
  },
  view: {
    City: 'byutsikt', Forest: 'skogsutsikt', Garden: 'hageutsikt', Hills: 'aasutsikt', Lake: 'innsjoutsikt',
    Mountains: 'fjellutsikt', Sea: 'havutsikt', Countryside: 'landlig-utsikt', Courtyard: 'gaardsutsikt', Greenery: 'grontutsikt',
  },
  sorting: {
    justForYou: 'for-deg', updateDate: 'nyeste', priceAsc: 'billigste', priceDesc: 'dyreste',
    biggestPriceDrops: 'prisfall', biggestPriceIncreases: 'prisokninger', livingArea: 'storste', numberOfRooms: 'flest-rom',
  },
  special: { GardenAndGarage: 'med-hage-og-garasje', CheaperThan100k: 'under-100k' },
};
