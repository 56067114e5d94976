import type { UrlWords } from '../UrlWords';

/** Portuguese (Portugal): accents dropped, ç → c. */
export const pt: UrlWords = {
  segment: {
    listing: 'anuncio', project: 'projeto', unit: 'unidade', agent: 'agente', agency: 'agencia',
    agents: 'agentes-imobiliarios', stats: 'preco-habitacao', search: 'pesquisa',
  },
  transaction: { Sell: 'comprar', Rent: 'arrendar' },
  propertyType: {
    Apartment: 'apartamentos', House: 'moradias', Building: 'predios', PlotOfLand: 'terrenos',
    ParkingPlace: 'estacionamentos', CommercialGround: 'espacos-comerciais', Room: 'quartos', Boat: 'barcos',
  },
  subType: {
    Attic: 'aguas-furtadas', Penthouse: 'coberturas', Loft: 'lofts', StudioApartment: 'estudios',
    TerracedApartment: 'apartamentos-com-terraco', DetachedHouse: 'moradias-isoladas', 'Semi-detachedHouse': 'moradias-geminadas',
    Farmhouse: 'quintas', Villa: 'vivendas', Chalet: 'chales',
  },
  flag: { projects: 'empreendimentos', luxury: 'luxo' },
  numberOf: { rooms: 'divisoes', bedrooms: 'quartos', bathrooms: 'casas-de-banho', studio: 'estudio' },
  proximity: {
    Beach: 'perto-praia', Sea: 'perto-mar', TownCentre: 'perto-centro', PublicTransport: 'perto-transportes',
    Highway: 'perto-autoestrada', Shops: 'perto-lojas', Park: 'perto-parque', SportCenter: 'perto-centro-desportivo',
  },
  amenity: {
    Lift: 'com-elevador', Terrace: 'com-terraco', Garden: 'com-jardim', Garage: 'com-garagem', Furnished: 'mobilado',
    Balcony: 'com-varanda', Parking: 'com-estacionamento', AirConditioning: 'com-ar-condicionado', Alarm: 'com-alarme',
    SwimmingPool: 'com-piscina',
  },
  view: {
    City: 'vista-cidade', Forest: 'vista-floresta', Garden: 'vista-jardim', Hills: 'vista-colinas', Lake: 'vista-lago',
    Mountains: 'vista-montanha', Sea: 'vista-mar', Countryside: 'vista-campo', Courtyard: 'vista-patio', Greenery: 'vista-verde',
  },
  sorting: {
    justForYou: 'para-si', updateDate: 'mais-recentes', priceAsc: 'mais-baratos', priceDesc: 'mais-caros',
    biggestPriceDrops: 'descidas-de-preco', biggestPriceIncreases: 'subidas-de-preco', livingArea: 'maiores',
    numberOfRooms: 'mais-divisoes',
  },
  special: { GardenAndGarage: 'com-jardim-e-garagem', CheaperThan100k: 'menos-de-100k' },
};
