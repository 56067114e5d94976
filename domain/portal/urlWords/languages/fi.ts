import type { UrlWords } from '../UrlWords';

/** Finnish: ä → a, ö → o. Amenities are bare nouns, as Finnish portals write them. */
export const fi: UrlWords = {
  segment: {
    listing: 'ilmoitus', project: 'projekti', unit: 'yksikko', agent: 'valittaja', agency: 'kiinteistonvalitys',
    agents: 'kiinteistonvalittajat', stats: 'asuntojen-hinnat', search: 'haku',
  },
  transaction: { Sell: 'osta', Rent: 'vuokraa' },
  propertyType: {
    Apartment: 'kerrostaloasunnot', House: 'talot', Building: 'rakennukset', PlotOfLand: 'tontit',
    ParkingPlace: 'autopaikat', CommercialGround: 'liiketilat', Room: 'huoneet', Boat: 'veneet',
  },
  subType: {
    Attic: 'ullakkoasunnot', Penthouse: 'kattohuoneistot', Loft: 'loftit', StudioApartment: 'yksiot',
    TerracedApartment: 'terassiasunnot', DetachedHouse: 'omakotitalot', 'Semi-detachedHouse': 'paritalot',
    Farmhouse: 'maatilat', Villa: 'huvilat', Chalet: 'mokit',
  },
  flag: { projects: 'uudiskohteet', luxury: 'luksus' },
  numberOf: { rooms: 'huonetta', bedrooms: 'makuuhuonetta', bathrooms: 'kylpyhuonetta', studio: 'yksio' },
  proximity: {
    Beach: 'lahella-rantaa', Sea: 'lahella-merta', TownCentre: 'lahella-keskustaa', PublicTransport: 'lahella-julkista-liikennetta',
    Highway: 'lahella-moottoritieta', Shops: 'lahella-kauppoja', Park: 'lahella-puistoa', SportCenter: 'lahella-urheilukeskusta',
  },
  amenity: {
    Lift: 'hissi', Terrace: 'terassi', Garden: 'puutarha', Garage: 'autotalli', Furnished: 'kalustettu',
    Balcony: 'parveke', Parking: 'pysakointi', AirConditioning: 'ilmastointi', Alarm: 'halytin', SwimmingPool: 'uima-allas',
  },
  view: {
    City: 'kaupunkinakyma', Forest: 'metsanakyma', Garden: 'puutarhanakyma', Hills: 'kukkulanakyma', Lake: 'jarvinakyma',
    Mountains: 'vuoristonakyma', Sea: 'merinakyma', Countryside: 'maaseutunakyma', Courtyard: 'pihanakyma', Greenery: 'vehreanakyma',
  },
  sorting: {
    justForYou: 'sinulle', updateDate: 'uusimmat', priceAsc: 'halvimmat', priceDesc: 'kalleimmat',
    biggestPriceDrops: 'hinnanlaskut', biggestPriceIncreases: 'hinnannousut', livingArea: 'suurimmat', numberOfRooms: 'eniten-huoneita',
  },
  special: { GardenAndGarage: 'puutarha-ja-autotalli', CheaperThan100k: 'alle-100k' },
};
