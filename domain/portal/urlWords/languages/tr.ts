import type { UrlWords } from '../UrlWords';

/** Turkish: ç → c, ğ → g, ı → i, ö → o, ş → s, ü → u. Sell/Rent as the adjectives Turkish portals use. */
export const tr: UrlWords = {
  segment: {
    listing: 'ilan', project: 'proje', unit: 'birim', agent: 'emlakci', agency: 'emlak-ofisi',
    agents: 'emlak-danismanlari', stats: 'konut-fiyatlari', search: 'arama',
  },
  transaction: { Sell: 'satilik', Rent: 'kiralik' },
  propertyType: {
    Apartment: 'daireler', House: 'evler', Building: 'binalar', PlotOfLand: 'arsalar',
    ParkingPlace: 'otoparklar', CommercialGround: 'isyerleri', Room: 'odalar', Boat: 'tekneler',
  },
  subType: {
    Attic: 'cati-katlari', Penthouse: 'penthouse-daireler', Loft: 'loftlar', StudioApartment: 'studyo-daireler',
    TerracedApartment: 'terasli-daireler', DetachedHouse: 'mustakil-evler', 'Semi-detachedHouse': 'ikiz-villalar',
    Farmhouse: 'ciftlik-evleri', Villa: 'villalar', Chalet: 'dag-evleri',
  },
  flag: { projects: 'yeni-projeler', luxury: 'luks' },
  numberOf: { rooms: 'oda', bedrooms: 'yatak-odasi', bathrooms: 'banyo', studio: 'studyo' },
  proximity: {
    Beach: 'plaja-yakin', Sea: 'denize-yakin', TownCentre: 'merkeze-yakin', PublicTransport: 'toplu-tasimaya-yakin',
    Highway: 'otoyola-yakin', Shops: 'magazalara-yakin', Park: 'parka-yakin', SportCenter: 'spor-merkezine-yakin',
  },
  amenity: {
    Lift: 'asansorlu', Terrace: 'terasli', Garden: 'bahceli', Garage: 'garajli', Furnished: 'esyali',
    Balcony: 'balkonlu', Parking: 'otoparkli', AirConditioning: 'klimali', Alarm: 'alarmli', SwimmingPool: 'havuzlu',
  },
  view: {
    City: 'sehir-manzarali', Forest: 'orman-manzarali', Garden: 'bahce-manzarali', Hills: 'tepe-manzarali', Lake: 'gol-manzarali',
    Mountains: 'dag-manzarali', Sea: 'deniz-manzarali', Countryside: 'doga-manzarali', Courtyard: 'avlu-manzarali',
    Greenery: 'yesil-manzarali',
  },
  sorting: {
    justForYou: 'size-ozel', updateDate: 'en-yeni', priceAsc: 'en-ucuz', priceDesc: 'en-pahali',
    biggestPriceDrops: 'fiyati-dusenler', biggestPriceIncreases: 'fiyati-artanlar', livingArea: 'en-genis', numberOfRooms: 'en-cok-oda',
  },
  special: { GardenAndGarage: 'bahceli-ve-garajli', CheaperThan100k: '100k-alti' },
};
