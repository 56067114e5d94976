import { type Noun, type PhraseBank, plural } from './PhraseBank';

const n = (word: string, gender: Noun['gender']): Noun => ({ word, gender });
const MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];
const LOCALI = ['', 'Monolocale', 'Bilocale', 'Trilocale', 'Quadrilocale', 'Pentalocale'];

export const it: PhraseBank = {
  nouns: {
    Apartment: n('appartamento', 'm'), Attic: n('mansarda', 'f'), TerracedApartment: n('appartamento con terrazzo', 'm'), StudioApartment: n('monolocale', 'm'),
    Duplex: n('appartamento su due livelli', 'm'), Penthouse: n('attico', 'm'), Loft: n('loft', 'm'),
    DetachedHouse: n('casa indipendente', 'f'), 'Semi-detachedHouse': n('villetta bifamiliare', 'f'), Farmhouse: n('casale', 'm'),
    TerracedHouse: n('villetta a schiera', 'f'), Villa: n('villa', 'f'), Chalet: n('chalet', 'm'),
    ApartmentBuilding: n('palazzina', 'f'), MixedUseBuilding: n('edificio misto', 'm'),
    BuildingLand: n('terreno edificabile', 'm'), AgriculturalLand: n('terreno agricolo', 'm'),
    IndoorParking: n('posto auto coperto', 'm'), OutdoorParking: n('posto auto scoperto', 'm'), Garage: n('box auto', 'm'),
    Office: n('ufficio', 'm'), Retail: n('negozio', 'm'), Warehouse: n('magazzino', 'm'), Restaurant: n('ristorante', 'm'),
    SharedRoom: n('stanza in appartamento condiviso', 'f'), Sailboat: n('barca a vela', 'f'), Motorboat: n('barca a motore', 'f'),
  },
  adjectives: [
    ['luminoso', 'luminosa'], ['moderno', 'moderna'], ['elegante', 'elegante'], ['curato', 'curata'], ['spazioso', 'spaziosa'],
    ['tranquillo', 'tranquilla'], ['ristrutturato', 'ristrutturata'], ['soleggiato', 'soleggiata'], ['signorile', 'signorile'], ['accogliente', 'accogliente'],
  ].map(([m, f]) => [m, f, m] as [string, string, string]),
  adjectiveFirst: false,
  indefinite: (noun, adj) => `${noun.gender === 'f' ? 'una' : 'un'} ${noun.word}${adj ? ` ${adj}` : ''}`,
  and: 'e',
  decimalComma: true,
  counts: {
    rooms: (r) => plural(r, 'locale', 'locali'),
    bedrooms: (b) => plural(b, 'camera da letto', 'camere da letto'),
    bathrooms: (b) => plural(b, 'bagno', 'bagni'),
    label: (rooms) => (rooms && rooms >= 1 && rooms <= 5 ? LOCALI[Math.round(rooms)] : undefined),
  },
  floor: (f) => (f === 0 ? 'al piano terra' : `al ${f}° piano`),
  month: (d) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
  amenities: {
    Balcony: 'un balcone', Terrace: 'un terrazzo', Parking: 'un posto auto', Lift: "l'ascensore", AirConditioning: "l'aria condizionata", Alarm: "l'impianto d'allarme",
    Garage: 'un box auto', Garden: 'un giardino privato', SwimmingPool: 'una piscina', Furnished: "l'arredamento completo",
  },
  withFeature: {
    Balcony: 'con balcone', Terrace: 'con terrazzo', Garden: 'con giardino', SwimmingPool: 'con piscina', Garage: 'con box', Lift: 'con ascensore',
    Lake: 'vista lago', Mountains: 'vista montagne', Sea: 'vista mare', City: 'con vista panoramica', Furnished: 'arredato',
  },
  views: {
    City: 'la vista sulla città', Forest: 'la vista sul bosco', Garden: 'la vista sul giardino', Hills: 'la vista sulle colline', Lake: 'la vista sul lago',
    Mountains: 'il panorama sulle montagne', Sea: 'la vista mare', Countryside: 'la vista sulla campagna', Courtyard: 'un affaccio sul cortile interno', Greenery: 'il verde circostante',
  },
  orientations: { South: 'sud', East: 'est', West: 'ovest', North: 'nord' },
  proximities: {
    PublicTransport: 'i mezzi pubblici', Highway: "l'autostrada", Shops: 'i negozi', Park: 'un parco', SportCenter: 'un centro sportivo',
    TownCentre: 'il centro storico', Beach: 'la spiaggia', Sea: 'il mare',
  },
  titles: {
    residential: ['{AdjNoun} a {locality}', '{AdjNoun} {with}', '{label} {with} a {locality}', '{AdjNoun} in centro a {locality}', '{label} a {locality}'],
    building: ['{AdjNoun} a {locality}', 'Investimento: {noun} a {locality}'],
    land: ['{AdjNoun} a {locality}', '{AdjNoun} di {land} a {locality}'],
    parking: ['{AdjNoun} a {locality}', '{Noun} in centro a {locality}'],
    commercial: ['{AdjNoun} a {locality}', '{Noun} di {area} a {locality}', '{Noun} in posizione strategica a {locality}'],
    boat: ['{AdjNoun} con posto barca a {locality}', '{AdjNoun} a {locality}'],
  },
  intro: {
    Sell: {
      residential: ['In vendita {aNoun} a {locality}.', 'Proponiamo in vendita {aNoun} a {locality} ({region}).', 'A {locality} vendiamo {aNoun} dal grande potenziale.'],
      building: ['In vendita {aNoun} a {locality}, ideale come investimento.', 'A {locality} proponiamo {aNoun} con rendita stabile.'],
      land: ['In vendita {aNoun} a {locality}.', 'Proponiamo in vendita {aNoun} a {locality} ({region}).'],
      parking: ['In vendita {aNoun} a {locality}.'],
      commercial: ['In vendita {aNoun} a {locality}.', 'In zona di passaggio a {locality} vendiamo {aNoun}.'],
      boat: ['In vendita {aNoun} ormeggiata a {locality}.'],
    },
    Rent: {
      residential: ['In affitto {aNoun} a {locality}.', 'Affittiamo {aNoun} a {locality} ({region}).', 'Disponibile in locazione {aNoun} a {locality}.'],
      building: ['In affitto {aNoun} a {locality}.'],
      land: ['In affitto {aNoun} a {locality}.'],
      parking: ['In affitto {aNoun} a {locality}, comodo per i residenti.'],
      commercial: ['In affitto {aNoun} a {locality}.', 'Affittiamo a {locality} {aNoun} in zona di forte passaggio.'],
      boat: ['A noleggio {aNoun} a {locality}.'],
    },
  },
  newBuild: ['Nuova costruzione: consegna prevista a {date}.', 'Abitazione nuova in un complesso ultimato a {date}.'],
  layout: [
    "L'immobile di {area} si compone di {roomsText}, di cui {bedroomsText}, e {bathroomsText}.",
    'Su {area} trovano spazio {bedroomsText} e {bathroomsText}.',
    'La superficie di {area} comprende {bedroomsText}, {bathroomsText} e un ampio soggiorno.',
    'La superficie utile è di {area}.',
  ],
  floorSentence: ["L'appartamento si trova {floor}.", 'Si trova {floor} di un edificio ben tenuto.'],
  amenitiesSentence: ["L'immobile dispone di {list}.", 'Completano la proprietà {list}.'],
  viewsSentence: ['Si gode di {list}.', 'La posizione offre {list}.'],
  orientationSentence: ['Esposizione {list}, molto luminoso.', 'Gli ambienti sono esposti a {list}.'],
  proximitiesSentence: ['Nelle vicinanze: {list}.', 'A pochi passi si trovano {list}.'],
  landSentence: ['Il terreno misura {land}.', 'Superficie del terreno: {land}.'],
  yearSentence: ['Anno di costruzione {year}.', "L'edificio risale al {year} ed è stato costantemente mantenuto."],
  energySentence: ['Classe energetica {grade} ({energy} kWh/m² anno).', 'APE: classe {grade}, {energy} kWh/m²a.'],
  availableNow: ['Libero subito.', 'Disponibile da subito.'],
  availableFrom: ['Disponibile da {date}.', 'Libero da {date}.'],
  closing: ['Contattateci per fissare una visita.', 'Siamo a disposizione per ulteriori informazioni.', 'Visite su appuntamento.', 'Documentazione completa su richiesta.'],
};
