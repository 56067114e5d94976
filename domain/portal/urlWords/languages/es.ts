import type { UrlWords } from '../UrlWords';

/** Spanish (Spain): accents dropped, ñ → n. */
export const es: UrlWords = {
  segment: {
    listing: 'anuncio', project: 'proyecto', unit: 'unidad', agent: 'agente', agency: 'agencia',
    agents: 'agentes-inmobiliarios', stats: 'precio-vivienda', search: 'buscar',
  },
  transaction: { Sell: 'comprar', Rent: 'alquilar' },
  propertyType: {
    Apartment: 'pisos', House: 'casas', Building: 'edificios', PlotOfLand: 'terrenos',
    ParkingPlace: 'plazas-de-aparcamiento', CommercialGround: 'locales-comerciales', Room: 'habitaciones', Boat: 'barcos',
  },
  subType: {
    Attic: 'buhardillas', Penthouse: 'aticos', Loft: 'lofts', StudioApartment: 'estudios',
    TerracedApartment: 'pisos-con-terraza', DetachedHouse: 'casas-independientes', 'Semi-detachedHouse': 'chalets-pareados',
    Farmhouse: 'casas-de-campo', Villa: 'villas', Chalet: 'chalets',
  },
  flag: { projects: 'obra-nueva', luxury: 'lujo' },
  numberOf: { rooms: 'estancias', bedrooms: 'habitaciones', bathrooms: 'banos', studio: 'estudio' },
  proximity: {
    Beach: 'cerca-playa', Sea: 'cerca-mar', TownCentre: 'cerca-centro', PublicTransport: 'cerca-transporte-publico',
    Highway: 'cerca-autopista', Shops: 'cerca-tiendas', Park: 'cerca-parque', SportCenter: 'cerca-polideportivo',
  },
  amenity: {
    Lift: 'con-ascensor', Terrace: 'con-terraza', Garden: 'con-jardin', Garage: 'con-garaje', Furnished: 'amueblado',
    Balcony: 'con-balcon', Parking: 'con-parking', AirConditioning: 'con-aire-acondicionado', Alarm: 'con-alarma',
    SwimmingPool: 'con-piscina',
  },
  view: {
    City: 'vistas-ciudad', Forest: 'vistas-bosque', Garden: 'vistas-jardin', Hills: 'vistas-colinas', Lake: 'vistas-lago',
    Mountains: 'vistas-montana', Sea: 'vistas-mar', Countryside: 'vistas-campo', Courtyard: 'vistas-patio',
    Greenery: 'vistas-vegetacion',
  },
  sorting: {
    justForYou: 'para-ti', updateDate: 'mas-recientes', priceAsc: 'mas-baratos', priceDesc: 'mas-caros',
    biggestPriceDrops: 'bajadas-de-precio', biggestPriceIncreases: 'subidas-de-precio', livingArea: 'mas-grandes',
    numberOfRooms: 'mas-habitaciones',
  },
  special: { GardenAndGarage: 'con-jardin-y-garaje', CheaperThan100k: 'menos-de-100k' },
};
