import { type Noun, type PhraseBank, plural } from './PhraseBank';

const n = (word: string, gender: Noun['gender']): Noun => ({ word, gender });
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

export const es: PhraseBank = {
  nouns: {
    Apartment: n('piso', 'm'), Attic: n('buhardilla', 'f'), TerracedApartment: n('piso con terraza', 'm'), StudioApartment: n('estudio', 'm'),
    Duplex: n('dúplex', 'm'), Penthouse: n('ático', 'm'), Loft: n('loft', 'm'),
    DetachedHouse: n('casa independiente', 'f'), 'Semi-detachedHouse': n('casa pareada', 'f'), Farmhouse: n('casa de campo', 'f'),
    TerracedHouse: n('chalet adosado', 'm'), Villa: n('villa', 'f'), Chalet: n('chalet', 'm'),
    ApartmentBuilding: n('edificio de viviendas', 'm'), MixedUseBuilding: n('edificio mixto', 'm'),
    BuildingLand: n('solar urbano', 'm'), AgriculturalLand: n('terreno rústico', 'm'),
    IndoorParking: n('plaza de garaje', 'f'), OutdoorParking: n('plaza de aparcamiento exterior', 'f'), Garage: n('garaje cerrado', 'm'),
    Office: n('oficina', 'f'), Retail: n('local comercial', 'm'), Warehouse: n('nave industrial', 'f'), Restaurant: n('restaurante', 'm'),
    SharedRoom: n('habitación en piso compartido', 'f'), Sailboat: n('velero', 'm'), Motorboat: n('lancha motora', 'f'),
  },
  adjectives: [
    ['luminoso', 'luminosa'], ['moderno', 'moderna'], ['encantador', 'encantadora'], ['cuidado', 'cuidada'], ['amplio', 'amplia'],
    ['tranquilo', 'tranquila'], ['reformado', 'reformada'], ['soleado', 'soleada'], ['elegante', 'elegante'], ['acogedor', 'acogedora'],
  ].map(([m, f]) => [m, f, m] as [string, string, string]),
  adjectiveFirst: false,
  indefinite: (noun, adj) => `${noun.gender === 'f' ? 'una' : 'un'} ${noun.word}${adj ? ` ${adj}` : ''}`,
  and: 'y',
  decimalComma: true,
  counts: {
    rooms: (r) => plural(r, 'estancia', 'estancias'),
    bedrooms: (b) => plural(b, 'dormitorio', 'dormitorios'),
    bathrooms: (b) => plural(b, 'baño', 'baños'),
    label: (_rooms, bedrooms) => (bedrooms ? `de ${plural(bedrooms, 'dormitorio', 'dormitorios')}` : undefined),
  },
  floor: (f) => (f === 0 ? 'en planta baja' : `en la ${f}ª planta`),
  month: (d) => `${MONTHS[d.getUTCMonth()]} de ${d.getUTCFullYear()}`,
  amenities: {
    Balcony: 'balcón', Terrace: 'terraza', Parking: 'plaza de aparcamiento', Lift: 'ascensor', AirConditioning: 'aire acondicionado', Alarm: 'alarma',
    Garage: 'garaje', Garden: 'jardín privado', SwimmingPool: 'piscina', Furnished: 'mobiliario completo',
  },
  withFeature: {
    Balcony: 'con balcón', Terrace: 'con terraza', Garden: 'con jardín', SwimmingPool: 'con piscina', Garage: 'con garaje', Lift: 'con ascensor',
    Lake: 'con vistas al lago', Mountains: 'con vistas a la montaña', Sea: 'con vistas al mar', City: 'con vistas despejadas', Furnished: 'amueblado',
  },
  views: {
    City: 'vistas a la ciudad', Forest: 'vistas al bosque', Garden: 'vistas al jardín', Hills: 'vistas a las colinas', Lake: 'vistas al lago',
    Mountains: 'vistas panorámicas a la montaña', Sea: 'vistas al mar', Countryside: 'vistas al campo', Courtyard: 'vistas a un patio tranquilo', Greenery: 'un entorno verde',
  },
  orientations: { South: 'sur', East: 'este', West: 'oeste', North: 'norte' },
  proximities: {
    PublicTransport: 'transporte público', Highway: 'acceso a la autovía', Shops: 'comercios', Park: 'un parque', SportCenter: 'un polideportivo',
    TownCentre: 'el centro urbano', Beach: 'la playa', Sea: 'el mar',
  },
  titles: {
    residential: ['{AdjNoun} en {locality}', '{AdjNoun} {with}', '{Noun} {label} {with} en {locality}', '{AdjNoun} en pleno centro de {locality}', '{Noun} {label} en {locality}'],
    building: ['{AdjNoun} en {locality}', 'Inversión: {noun} en {locality}'],
    land: ['{AdjNoun} en {locality}', '{AdjNoun} de {land} en {locality}'],
    parking: ['{AdjNoun} en {locality}', '{Noun} en el centro de {locality}'],
    commercial: ['{AdjNoun} en {locality}', '{Noun} de {area} en {locality}', '{Noun} en zona de paso en {locality}'],
    boat: ['{AdjNoun} con amarre en {locality}', '{AdjNoun} en {locality}'],
  },
  intro: {
    Sell: {
      residential: ['Se vende {aNoun} en {locality}.', 'Ponemos a la venta {aNoun} en {locality} ({region}).', 'En {locality} ofrecemos {aNoun} con mucho potencial.'],
      building: ['Se vende {aNoun} en {locality}, ideal para inversores.', 'En {locality} vendemos {aNoun} con rentas estables.'],
      land: ['Se vende {aNoun} en {locality}.', 'Ponemos a la venta {aNoun} en {locality} ({region}).'],
      parking: ['Se vende {aNoun} en {locality}.'],
      commercial: ['Se vende {aNoun} en {locality}.', 'En una zona muy transitada de {locality} vendemos {aNoun}.'],
      boat: ['Se vende {aNoun} amarrado en {locality}.'],
    },
    Rent: {
      residential: ['Se alquila {aNoun} en {locality}.', 'Alquilamos {aNoun} en {locality} ({region}).', 'Disponible en alquiler: {aNoun} en {locality}.'],
      building: ['Se alquila {aNoun} en {locality}.'],
      land: ['Se alquila {aNoun} en {locality}.'],
      parking: ['Se alquila {aNoun} en {locality}, ideal para residentes.'],
      commercial: ['Se alquila {aNoun} en {locality}.', 'Alquilamos en {locality} {aNoun} con mucho paso de gente.'],
      boat: ['Se alquila {aNoun} en {locality}.'],
    },
  },
  newBuild: ['Obra nueva: entrega prevista en {date}.', 'Vivienda a estrenar en una promoción terminada en {date}.'],
  layout: [
    'Sus {area} se distribuyen en {roomsText}, con {bedroomsText} y {bathroomsText}.',
    'Con {area}, la vivienda cuenta con {bedroomsText} y {bathroomsText}.',
    'Dispone de {area} útiles con {bedroomsText}, {bathroomsText} y un amplio salón.',
    'La superficie útil es de {area}.',
  ],
  floorSentence: ['La vivienda se encuentra {floor}.', 'Está situada {floor} de un edificio bien conservado.'],
  amenitiesSentence: ['Cuenta con {list}.', 'Dispone de {list}.', 'Equipamiento: {list}.'],
  viewsSentence: ['Disfrute de {list}.', 'La ubicación ofrece {list}.'],
  orientationSentence: ['Orientación {list}, muy luminoso.', 'Las estancias están orientadas al {list}.'],
  proximitiesSentence: ['En los alrededores: {list}.', 'A pocos pasos encontrará {list}.'],
  landSentence: ['La parcela tiene {land}.', 'Superficie de parcela: {land}.'],
  yearSentence: ['Año de construcción: {year}.', 'El edificio es de {year} y está bien mantenido.'],
  energySentence: ['Calificación energética {grade} ({energy} kWh/m² año).', 'Certificado energético: letra {grade}, {energy} kWh/m²·año.'],
  availableNow: ['Disponible de inmediato.', 'Entrada inmediata.'],
  availableFrom: ['Disponible a partir de {date}.', 'Libre desde {date}.'],
  closing: ['Contáctenos para concertar una visita.', 'Estaremos encantados de atenderle.', 'Visitas con cita previa.', 'Más información a petición.'],
};
