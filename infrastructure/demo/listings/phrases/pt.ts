import { type Noun, type PhraseBank, plural } from './PhraseBank';

const n = (word: string, gender: Noun['gender']): Noun => ({ word, gender });
const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

export const pt: PhraseBank = {
  nouns: {
    Apartment: n('apartamento', 'm'), Attic: n('apartamento no último piso', 'm'), TerracedApartment: n('apartamento com terraço', 'm'), StudioApartment: n('estúdio', 'm'),
    Duplex: n('duplex', 'm'), Penthouse: n('penthouse', 'm'), Loft: n('loft', 'm'),
    DetachedHouse: n('moradia isolada', 'f'), 'Semi-detachedHouse': n('moradia geminada', 'f'), Farmhouse: n('quinta', 'f'),
    TerracedHouse: n('moradia em banda', 'f'), Villa: n('vivenda', 'f'), Chalet: n('chalé', 'm'),
    ApartmentBuilding: n('prédio de rendimento', 'm'), MixedUseBuilding: n('edifício misto', 'm'),
    BuildingLand: n('terreno para construção', 'm'), AgriculturalLand: n('terreno rústico', 'm'),
    IndoorParking: n('lugar de garagem', 'm'), OutdoorParking: n('lugar de estacionamento exterior', 'm'), Garage: n('garagem fechada', 'f'),
    Office: n('escritório', 'm'), Retail: n('loja', 'f'), Warehouse: n('armazém', 'm'), Restaurant: n('restaurante', 'm'),
    SharedRoom: n('quarto em casa partilhada', 'm'), Sailboat: n('veleiro', 'm'), Motorboat: n('barco a motor', 'm'),
  },
  adjectives: [
    ['luminoso', 'luminosa'], ['moderno', 'moderna'], ['encantador', 'encantadora'], ['cuidado', 'cuidada'], ['amplo', 'ampla'],
    ['sossegado', 'sossegada'], ['renovado', 'renovada'], ['soalheiro', 'soalheira'], ['elegante', 'elegante'], ['acolhedor', 'acolhedora'],
  ].map(([m, f]) => [m, f, m] as [string, string, string]),
  adjectiveFirst: false,
  indefinite: (noun, adj) => `${noun.gender === 'f' ? 'uma' : 'um'} ${noun.word}${adj ? ` ${adj}` : ''}`,
  and: 'e',
  decimalComma: true,
  counts: {
    rooms: (r) => plural(r, 'divisão', 'divisões'),
    bedrooms: (b) => plural(b, 'quarto', 'quartos'),
    bathrooms: (b) => plural(b, 'casa de banho', 'casas de banho'),
    // Portugal sizes homes by bedrooms: T0 is a studio, T3 has three bedrooms.
    label: (_rooms, bedrooms) => (bedrooms === undefined ? undefined : `T${bedrooms}`),
  },
  floor: (f) => (f === 0 ? 'no rés-do-chão' : `no ${f}.º andar`),
  month: (d) => `${MONTHS[d.getUTCMonth()]} de ${d.getUTCFullYear()}`,
  amenities: {
    Balcony: 'varanda', Terrace: 'terraço', Parking: 'lugar de estacionamento', Lift: 'elevador', AirConditioning: 'ar condicionado', Alarm: 'alarme',
    Garage: 'garagem', Garden: 'jardim privado', SwimmingPool: 'piscina', Furnished: 'mobília completa',
  },
  withFeature: {
    Balcony: 'com varanda', Terrace: 'com terraço', Garden: 'com jardim', SwimmingPool: 'com piscina', Garage: 'com garagem', Lift: 'com elevador',
    Lake: 'com vista lago', Mountains: 'com vista serra', Sea: 'com vista mar', City: 'com vista desafogada', Furnished: 'mobilado',
  },
  views: {
    City: 'vista sobre a cidade', Forest: 'vista para a floresta', Garden: 'vista para o jardim', Hills: 'vista para as colinas', Lake: 'vista para o lago',
    Mountains: 'vista panorâmica para a serra', Sea: 'vista mar', Countryside: 'vista para o campo', Courtyard: 'vista para um pátio tranquilo', Greenery: 'um ambiente verde',
  },
  orientations: { South: 'sul', East: 'nascente', West: 'poente', North: 'norte' },
  proximities: {
    PublicTransport: 'transportes públicos', Highway: 'acesso à autoestrada', Shops: 'comércio', Park: 'um parque', SportCenter: 'um pavilhão desportivo',
    TownCentre: 'o centro da cidade', Beach: 'a praia', Sea: 'o mar',
  },
  titles: {
    residential: ['{AdjNoun} em {locality}', '{AdjNoun} {with}', '{Noun} {label} {with} em {locality}', '{AdjNoun} no centro de {locality}', '{Noun} {label} em {locality}'],
    building: ['{AdjNoun} em {locality}', 'Investimento: {noun} em {locality}'],
    land: ['{AdjNoun} em {locality}', '{AdjNoun} com {land} em {locality}'],
    parking: ['{AdjNoun} em {locality}', '{Noun} no centro de {locality}'],
    commercial: ['{AdjNoun} em {locality}', '{Noun} com {area} em {locality}', '{Noun} em zona de passagem em {locality}'],
    boat: ['{AdjNoun} com amarração em {locality}', '{AdjNoun} em {locality}'],
  },
  intro: {
    Sell: {
      residential: ['Vende-se {aNoun} em {locality}.', 'Apresentamos {aNoun} para venda em {locality} ({region}).', 'Em {locality}, {aNoun} com muito potencial.'],
      building: ['Vende-se {aNoun} em {locality}, ideal para investimento.', 'Em {locality} vendemos {aNoun} com rendimento estável.'],
      land: ['Vende-se {aNoun} em {locality}.', 'Apresentamos {aNoun} para venda em {locality} ({region}).'],
      parking: ['Vende-se {aNoun} em {locality}.'],
      commercial: ['Vende-se {aNoun} em {locality}.', 'Numa zona movimentada de {locality} vendemos {aNoun}.'],
      boat: ['Vende-se {aNoun} amarrado em {locality}.'],
    },
    Rent: {
      residential: ['Arrenda-se {aNoun} em {locality}.', 'Disponível para arrendamento: {aNoun} em {locality} ({region}).', 'Arrendamos {aNoun} em {locality}.'],
      building: ['Arrenda-se {aNoun} em {locality}.'],
      land: ['Arrenda-se {aNoun} em {locality}.'],
      parking: ['Arrenda-se {aNoun} em {locality}, ideal para residentes.'],
      commercial: ['Arrenda-se {aNoun} em {locality}.', 'Arrendamos em {locality} {aNoun} com muita passagem.'],
      boat: ['Aluga-se {aNoun} em {locality}.'],
    },
  },
  newBuild: ['Empreendimento novo: entrega prevista em {date}.', 'Habitação nova num empreendimento concluído em {date}.'],
  layout: [
    'Os {area} distribuem-se por {roomsText}, com {bedroomsText} e {bathroomsText}.',
    'Com {area}, a habitação dispõe de {bedroomsText} e {bathroomsText}.',
    'Tem {area} de área útil, {bedroomsText}, {bathroomsText} e uma sala ampla.',
    'A área útil é de {area}.',
  ],
  floorSentence: ['O apartamento situa-se {floor}.', 'Fica {floor} de um prédio bem conservado.'],
  amenitiesSentence: ['Dispõe de {list}.', 'Conta com {list}.', 'Equipamento: {list}.'],
  viewsSentence: ['Desfrute de {list}.', 'A localização oferece {list}.'],
  orientationSentence: ['Exposição solar {list}, muito luminoso.', 'Orientação {list}.'],
  proximitiesSentence: ['Nas proximidades: {list}.', 'A poucos passos encontra {list}.'],
  landSentence: ['O terreno tem {land}.', 'Área de terreno: {land}.'],
  yearSentence: ['Ano de construção: {year}.', 'O edifício data de {year} e está bem conservado.'],
  energySentence: ['Certificado energético {grade} ({energy} kWh/m² por ano).', 'Classe energética {grade}, {energy} kWh/m²/ano.'],
  availableNow: ['Disponível de imediato.', 'Livre para habitar.'],
  availableFrom: ['Disponível a partir de {date}.', 'Livre a partir de {date}.'],
  closing: ['Contacte-nos para agendar uma visita.', 'Teremos todo o gosto em esclarecer as suas dúvidas.', 'Visitas mediante marcação.', 'Mais informações a pedido.'],
};
