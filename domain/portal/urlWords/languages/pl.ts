import type { UrlWords } from '../UrlWords';

/** Polish: diacritics dropped (ł → l, ż/ź → z, ą → a, ę → e, ó → o, ś → s, ć → c, ń → n). */
export const pl: UrlWords = {
  segment: {
    listing: 'ogloszenie', project: 'inwestycja', unit: 'lokal', agent: 'agent', agency: 'agencja',
    agents: 'agenci-nieruchomosci', stats: 'ceny-mieszkan', search: 'szukaj',
  },
  transaction: { Sell: 'kupno', Rent: 'wynajem' },
  propertyType: {
    Apartment: 'mieszkania', House: 'domy', Building: 'budynki', PlotOfLand: 'dzialki',
    ParkingPlace: 'miejsca-parkingowe', CommercialGround: 'lokale-uzytkowe', Room: 'pokoje', Boat: 'lodzie',
  },
  subType: {
    Attic: 'poddasza', Penthouse: 'penthousy', Loft: 'lofty', StudioApartment: 'kawalerki',
    TerracedApartment: 'mieszkania-z-tarasem', DetachedHouse: 'domy-wolnostojace', 'Semi-detachedHouse': 'blizniaki',
    Farmhouse: 'siedliska', Villa: 'wille', Chalet: 'chaty',
  },
  flag: { projects: 'nowe-inwestycje', luxury: 'luksusowe' },
  numberOf: { rooms: 'pokoje', bedrooms: 'sypialnie', bathrooms: 'lazienki', studio: 'kawalerka' },
  proximity: {
    Beach: 'blisko-plazy', Sea: 'blisko-morza', TownCentre: 'blisko-centrum', PublicTransport: 'blisko-komunikacji',
    Highway: 'blisko-autostrady', Shops: 'blisko-sklepow', Park: 'blisko-parku', SportCenter: 'blisko-obiektow-sportowych',
  },
  amenity: {
    Lift: 'z-winda', Terrace: 'z-tarasem', Garden: 'z-ogrodem', Garage: 'z-garazem', Furnished: 'umeblowane',
    Balcony: 'z-balkonem', Parking: 'z-parkingiem', AirConditioning: 'z-klimatyzacja', Alarm: 'z-alarmem',
    SwimmingPool: 'z-basenem',
  },
  view: {
    City: 'widok-na-miasto', Forest: 'widok-na-las', Garden: 'widok-na-ogrod', Hills: 'widok-na-wzgorza',
    Lake: 'widok-na-jezioro', Mountains: 'widok-na-gory', Sea: 'widok-na-morze', Countryside: 'widok-na-wies',
    Courtyard: 'widok-na-dziedziniec', Greenery: 'widok-na-zielen',
  },
  sorting: {
    justForYou: 'dla-ciebie', updateDate: 'najnowsze', priceAsc: 'najtansze', priceDesc: 'najdrozsze',
    biggestPriceDrops: 'obnizki-cen', biggestPriceIncreases: 'podwyzki-cen', livingArea: 'najwieksze', numberOfRooms: 'najwiecej-pokoi',
  },
  special: { GardenAndGarage: 'z-ogrodem-i-garazem', CheaperThan100k: 'ponizej-100k' },
};
