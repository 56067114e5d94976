import type { UrlWords } from '../UrlWords';

/** Russian, romanised (a simplified BGN/PCGN transliteration, the form Russian property sites use in URLs). */
export const ru: UrlWords = {
  segment: {
    listing: 'obyavlenie', project: 'proekt', unit: 'obekt', agent: 'agent', agency: 'agentstvo',
    agents: 'rieltory', stats: 'ceny-na-zhilye', search: 'poisk',
  },
  transaction: { Sell: 'kupit', Rent: 'snyat' },
  propertyType: {
    Apartment: 'kvartiry', House: 'doma', Building: 'zdaniya', PlotOfLand: 'uchastki',
    ParkingPlace: 'parkovki', CommercialGround: 'kommercheskaya-nedvizhimost', Room: 'komnaty', Boat: 'lodki',
  },
  subType: {
    Attic: 'mansardy', Penthouse: 'pentkhausy', Loft: 'lofty', StudioApartment: 'studii',
    TerracedApartment: 'kvartiry-s-terrasoy', DetachedHouse: 'otdelnye-doma', 'Semi-detachedHouse': 'sblokirovannye-doma',
    Farmhouse: 'fermy', Villa: 'villy', Chalet: 'shale',
  },
  flag: { projects: 'novostroyki', luxury: 'elitnaya' },
  numberOf: { rooms: 'komnat', bedrooms: 'spalen', bathrooms: 'vannyh', studio: 'studiya' },
  proximity: {
    Beach: 'ryadom-s-plyazhem', Sea: 'ryadom-s-morem', TownCentre: 'ryadom-s-centrom', PublicTransport: 'ryadom-s-transportom',
    Highway: 'ryadom-s-trassoy', Shops: 'ryadom-s-magazinami', Park: 'ryadom-s-parkom', SportCenter: 'ryadom-so-sportcentrom',
  },
  amenity: {
    Lift: 's-liftom', Terrace: 's-terrasoy', Garden: 's-sadom', Garage: 's-garazhom', Furnished: 's-mebelyu',
    Balcony: 's-balkonom', Parking: 's-parkovkoy', AirConditioning: 's-kondicionerom', Alarm: 's-signalizaciey',
    SwimmingPool: 's-basseynom',
  },
  view: {
    City: 'vid-na-gorod', Forest: 'vid-na-les', Garden: 'vid-na-sad', Hills: 'vid-na-holmy', Lake: 'vid-na-ozero',
    Mountains: 'vid-na-gory', Sea: 'vid-na-more', Countryside: 'vid-na-prirodu', Courtyard: 'vid-vo-dvor', Greenery: 'vid-na-zelen',
  },
  sorting: {
    justForYou: 'dlya-vas', updateDate: 'novye', priceAsc: 'deshevle', priceDesc: 'dorozhe',
    biggestPriceDrops: 'snizhenie-ceny', biggestPriceIncreases: 'povyshenie-ceny', livingArea: 'bolshie', numberOfRooms: 'bolshe-komnat',
  },
  special: { GardenAndGarage: 's-sadom-i-garazhom', CheaperThan100k: 'do-100k' },
};
