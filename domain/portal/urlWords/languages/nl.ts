import type { UrlWords } from '../UrlWords';

/** Dutch. */
export const nl: UrlWords = {
  segment: {
    listing: 'advertentie', project: 'project', unit: 'eenheid', agent: 'makelaar', agency: 'makelaarskantoor',
    agents: 'makelaars', stats: 'huizenprijzen', search: 'zoeken',
  },
  transaction: { Sell: 'kopen', Rent: 'huren' },
  propertyType: {
    Apartment: 'appartementen', House: 'huizen', Building: 'gebouwen', PlotOfLand: 'bouwgrond',
    ParkingPlace: 'parkeerplaatsen', CommercialGround: 'bedrijfsruimtes', Room: 'kamers', Boat: 'boten',
  },
  subType: {
    Attic: 'zolderappartementen', Penthouse: 'penthouses', Loft: 'lofts', StudioApartment: 'studios',
    TerracedApartment: 'terrasappartementen', DetachedHouse: 'vrijstaande-huizen', 'Semi-detachedHouse': 'twee-onder-een-kap',
    Farmhouse: 'boerderijen', Villa: 'villas', Chalet: 'chalets',
  },
  flag: { projects: 'nieuwbouw', luxury: 'luxe' },
  numberOf: { rooms: 'kamers', bedrooms: 'slaapkamers', bathrooms: 'badkamers', studio: 'studio' },
  proximity: {
    Beach: 'nabij-strand', Sea: 'nabij-zee', TownCentre: 'nabij-centrum', PublicTransport: 'nabij-openbaar-vervoer',
    Highway: 'nabij-snelweg', Shops: 'nabij-winkels', Park: 'nabij-park', SportCenter: 'nabij-sportcentrum',
  },
  amenity: {
    Lift: 'met-lift', Terrace: 'met-terras', Garden: 'met-tuin', Garage: 'met-garage', Furnished: 'gemeubileerd',
    Balcony: 'met-balkon', Parking: 'met-parkeerplaats', AirConditioning: 'met-airco', Alarm: 'met-alarm',
    SwimmingPool: 'met-zwembad',
  },
  view: {
    City: 'uitzicht-stad', Forest: 'uitzicht-bos', Garden: 'uitzicht-tuin', Hills: 'uitzicht-heuvels', Lake: 'uitzicht-meer',
    Mountains: 'uitzicht-bergen', Sea: 'uitzicht-zee', Countryside: 'uitzicht-platteland', Courtyard: 'uitzicht-binnenplaats',
    Greenery: 'uitzicht-groen',
  },
  sorting: {
    justForYou: 'voor-jou', updateDate: 'nieuwste', priceAsc: 'goedkoopste', priceDesc: 'duurste',
    biggestPriceDrops: 'prijsdalingen', biggestPriceIncreases: 'prijsstijgingen', livingArea: 'grootste', numberOfRooms: 'meeste-kamers',
  },
  special: { GardenAndGarage: 'met-tuin-en-garage', CheaperThan100k: 'onder-100k' },
};
