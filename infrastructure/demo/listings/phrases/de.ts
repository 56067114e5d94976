import { type Noun, type PhraseBank, plural } from './PhraseBank';

const n = (word: string, gender: Noun['gender']): Noun => ({ word, gender });
const adjective = (stem: string): [string, string, string] => [`${stem}er`, `${stem}e`, `${stem}es`];
const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

export const de: PhraseBank = {
  nouns: {
    Apartment: n('Wohnung', 'f'), Attic: n('Dachwohnung', 'f'), TerracedApartment: n('Terrassenwohnung', 'f'), StudioApartment: n('Studio', 'n'),
    Duplex: n('Maisonettewohnung', 'f'), Penthouse: n('Penthouse', 'n'), Loft: n('Loft', 'n'),
    DetachedHouse: n('Einfamilienhaus', 'n'), 'Semi-detachedHouse': n('Doppelhaushälfte', 'f'), Farmhouse: n('Bauernhaus', 'n'),
    TerracedHouse: n('Reihenhaus', 'n'), Villa: n('Villa', 'f'), Chalet: n('Chalet', 'n'),
    ApartmentBuilding: n('Mehrfamilienhaus', 'n'), MixedUseBuilding: n('Wohn- und Geschäftshaus', 'n'),
    BuildingLand: n('Baugrundstück', 'n'), AgriculturalLand: n('Landwirtschaftsland', 'n'),
    IndoorParking: n('Tiefgaragenplatz', 'm'), OutdoorParking: n('Aussenparkplatz', 'm'), Garage: n('Einzelgarage', 'f'),
    Office: n('Büro', 'n'), Retail: n('Ladenlokal', 'n'), Warehouse: n('Lagerhalle', 'f'), Restaurant: n('Restaurant', 'n'),
    SharedRoom: n('WG-Zimmer', 'n'), Sailboat: n('Segelboot', 'n'), Motorboat: n('Motorboot', 'n'),
  },
  adjectives: ['hell', 'modern', 'charmant', 'gepflegt', 'grosszügig', 'ruhig gelegen', 'renoviert', 'sonnig', 'elegant', 'neuwertig'].map(adjective),
  adjectiveFirst: true,
  indefinite: (noun, adj) => `${noun.gender === 'f' ? 'eine' : 'ein'} ${adj ? `${adj} ` : ''}${noun.word}`,
  and: 'und',
  decimalComma: false,
  counts: {
    rooms: (r) => `${r} Zimmer`,
    bedrooms: (b) => `${b} Schlafzimmer`,
    bathrooms: (b) => plural(b, 'Badezimmer', 'Badezimmer'),
    label: (rooms) => (rooms ? `${rooms}-Zimmer` : undefined),
  },
  floor: (f) => (f === 0 ? 'im Erdgeschoss' : `im ${f}. Obergeschoss`),
  month: (d) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
  amenities: {
    Balcony: 'Balkon', Terrace: 'Terrasse', Parking: 'Parkplatz', Lift: 'Lift', AirConditioning: 'Klimaanlage', Alarm: 'Alarmanlage',
    Garage: 'Garage', Garden: 'eigener Garten', SwimmingPool: 'Swimmingpool', Furnished: 'komplett möbliert',
  },
  withFeature: {
    Balcony: 'mit Balkon', Terrace: 'mit Terrasse', Garden: 'mit Garten', SwimmingPool: 'mit Pool', Garage: 'mit Garage', Lift: 'mit Lift',
    Lake: 'mit Seesicht', Mountains: 'mit Bergsicht', Sea: 'mit Meerblick', City: 'mit Weitblick', Furnished: 'möbliert',
  },
  views: {
    City: 'Blick über die Stadt', Forest: 'Blick auf den Wald', Garden: 'Blick in den Garten', Hills: 'Sicht auf die Hügel', Lake: 'Sicht auf den See',
    Mountains: 'Panorama auf die Berge', Sea: 'Meerblick', Countryside: 'Blick ins Grüne', Courtyard: 'Blick in den ruhigen Innenhof', Greenery: 'Sicht ins Grüne',
  },
  orientations: { South: 'Süden', East: 'Osten', West: 'Westen', North: 'Norden' },
  proximities: {
    PublicTransport: 'Haltestellen des öffentlichen Verkehrs', Highway: 'der Autobahnanschluss', Shops: 'Einkaufsmöglichkeiten', Park: 'ein Park',
    SportCenter: 'ein Sportzentrum', TownCentre: 'das Ortszentrum', Beach: 'der Strand', Sea: 'das Meer',
  },
  titles: {
    residential: ['{AdjNoun} in {locality}', '{AdjNoun} {with}', '{label}-{Noun} {with} in {locality}', '{AdjNoun} an zentraler Lage in {locality}', 'Wohnen in {locality}: {AdjNoun} {with}'],
    building: ['{Noun} in {locality}', 'Renditeobjekt: {Noun} in {locality}', '{AdjNoun} in {locality}'],
    land: ['{Noun} in {locality}', '{Noun} an ruhiger Lage in {locality}', 'Sonniges {Noun} ({land})'],
    parking: ['{Noun} in {locality}', '{Noun} zentral in {locality}'],
    commercial: ['{Noun} in {locality}', '{Noun} an bester Lage in {locality}', '{Noun} ({area}) in {locality}'],
    boat: ['{Noun} mit Liegeplatz in {locality}', '{AdjNoun} in {locality}'],
  },
  intro: {
    Sell: {
      residential: ['Zum Verkauf steht {aNoun} in {locality}.', 'In {locality} ({region}) wartet {aNoun} auf neue Eigentümer.', 'Diese Liegenschaft in {locality} ist {aNoun} mit viel Potenzial.'],
      building: ['Zum Verkauf steht {aNoun} in {locality}, ideal als Kapitalanlage.', 'In {locality} wird {aNoun} mit stabilen Mieterträgen verkauft.'],
      land: ['Zum Verkauf steht {aNoun} in {locality}.', 'In {locality} ({region}) wird {aNoun} verkauft.'],
      parking: ['Zum Verkauf steht {aNoun} in {locality}.'],
      commercial: ['Zum Verkauf steht {aNoun} in {locality}.', 'In {locality} wird {aNoun} an frequentierter Lage verkauft.'],
      boat: ['Zum Verkauf steht {aNoun} mit Liegeplatz in {locality}.'],
    },
    Rent: {
      residential: ['Zu vermieten ist {aNoun} in {locality}.', 'In {locality} ({region}) wird {aNoun} vermietet.', 'Per sofort oder nach Vereinbarung vermieten wir {aNoun} in {locality}.'],
      building: ['Zu vermieten ist {aNoun} in {locality}.'],
      land: ['Zu vermieten ist {aNoun} in {locality}.'],
      parking: ['Zu vermieten ist {aNoun} in {locality}.', 'In {locality} wird {aNoun} vermietet, ideal für Anwohner.'],
      commercial: ['Zu vermieten ist {aNoun} in {locality}.', 'In {locality} vermieten wir {aNoun} an guter Passantenlage.'],
      boat: ['Zu vermieten ist {aNoun} in {locality}.'],
    },
  },
  newBuild: ['Neubauprojekt: Bezug voraussichtlich ab {date}.', 'Erstbezug in einem Neubau, fertiggestellt {date}.'],
  layout: [
    'Auf {area} Wohnfläche verteilen sich {roomsText}, davon {bedroomsText}, sowie {bathroomsText}.',
    'Die {area} grosse Wohnfläche bietet {roomsText} mit {bedroomsText} und {bathroomsText}.',
    'Die Räume umfassen {area}: {bedroomsText}, {bathroomsText} und ein heller Wohn- und Essbereich.',
    'Die Nutzfläche beträgt {area}.',
  ],
  floorSentence: ['Die Wohnung liegt {floor}.', 'Sie befindet sich {floor} eines gepflegten Hauses.'],
  amenitiesSentence: ['Zur Ausstattung gehören {list}.', 'Besonders geschätzt werden {list}.', 'Ausstattung: {list}.'],
  viewsSentence: ['Geniessen Sie {list}.', 'Die Lage bietet {list}.'],
  orientationSentence: ['Die Räume sind nach {list} ausgerichtet.', 'Ausrichtung nach {list}, mit viel Tageslicht.'],
  proximitiesSentence: ['In der Nähe befinden sich {list}.', 'Zu Fuss erreichbar sind {list}.'],
  landSentence: ['Das Grundstück umfasst {land}.', 'Grundstücksfläche: {land}.'],
  yearSentence: ['Baujahr {year}.', 'Das Gebäude wurde {year} erstellt und laufend unterhalten.'],
  energySentence: ['Energieeffizienzklasse {grade} ({energy} kWh/m² pro Jahr).', 'Energieausweis: Klasse {grade}, {energy} kWh/m²·a.'],
  availableNow: ['Bezug per sofort möglich.', 'Frei ab sofort.'],
  availableFrom: ['Verfügbar ab {date}.', 'Bezugstermin: {date}.'],
  closing: ['Wir freuen uns auf Ihre Kontaktaufnahme.', 'Für eine Besichtigung kontaktieren Sie uns gerne.', 'Vereinbaren Sie noch heute einen Besichtigungstermin.', 'Gerne senden wir Ihnen weitere Unterlagen.'],
};
