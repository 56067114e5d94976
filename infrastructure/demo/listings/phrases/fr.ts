import { type Noun, type PhraseBank, plural } from './PhraseBank';

const n = (word: string, gender: Noun['gender']): Noun => ({ word, gender });
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

export const fr: PhraseBank = {
  nouns: {
    Apartment: n('appartement', 'm'), Attic: n('appartement sous les toits', 'm'), TerracedApartment: n('appartement-terrasse', 'm'), StudioApartment: n('studio', 'm'),
    Duplex: n('duplex', 'm'), Penthouse: n('penthouse', 'm'), Loft: n('loft', 'm'),
    DetachedHouse: n('maison individuelle', 'f'), 'Semi-detachedHouse': n('maison jumelée', 'f'), Farmhouse: n('ferme rénovée', 'f'),
    TerracedHouse: n('maison mitoyenne', 'f'), Villa: n('villa', 'f'), Chalet: n('chalet', 'm'),
    ApartmentBuilding: n('immeuble de rapport', 'm'), MixedUseBuilding: n('immeuble mixte', 'm'),
    BuildingLand: n('terrain constructible', 'm'), AgriculturalLand: n('terrain agricole', 'm'),
    IndoorParking: n('place de parc souterraine', 'f'), OutdoorParking: n('place de parc extérieure', 'f'), Garage: n('garage fermé', 'm'),
    Office: n('bureau', 'm'), Retail: n('local commercial', 'm'), Warehouse: n('entrepôt', 'm'), Restaurant: n('restaurant', 'm'),
    SharedRoom: n('chambre en colocation', 'f'), Sailboat: n('voilier', 'm'), Motorboat: n('bateau à moteur', 'm'),
  },
  adjectives: [
    ['lumineux', 'lumineuse'], ['moderne', 'moderne'], ['charmant', 'charmante'], ['soigné', 'soignée'], ['spacieux', 'spacieuse'],
    ['au calme', 'au calme'], ['rénové', 'rénovée'], ['ensoleillé', 'ensoleillée'], ['élégant', 'élégante'], ['refait à neuf', 'refaite à neuf'],
  ].map(([m, f]) => [m, f, m] as [string, string, string]),
  adjectiveFirst: false,
  indefinite: (noun, adj) => `${noun.gender === 'f' ? 'une' : 'un'} ${noun.word}${adj ? ` ${adj}` : ''}`,
  and: 'et',
  decimalComma: true,
  counts: {
    rooms: (r) => plural(r, 'pièce', 'pièces'),
    bedrooms: (b) => plural(b, 'chambre', 'chambres'),
    bathrooms: (b) => plural(b, 'salle de bains', 'salles de bains'),
    label: (rooms) => (rooms ? `${rooms} pièces` : undefined),
  },
  floor: (f) => (f === 0 ? 'au rez-de-chaussée' : f === 1 ? 'au 1er étage' : `au ${f}e étage`),
  month: (d) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
  amenities: {
    Balcony: 'un balcon', Terrace: 'une terrasse', Parking: 'une place de parc', Lift: 'un ascenseur', AirConditioning: 'la climatisation', Alarm: 'une alarme',
    Garage: 'un garage', Garden: 'un jardin privatif', SwimmingPool: 'une piscine', Furnished: 'un mobilier complet',
  },
  withFeature: {
    Balcony: 'avec balcon', Terrace: 'avec terrasse', Garden: 'avec jardin', SwimmingPool: 'avec piscine', Garage: 'avec garage', Lift: 'avec ascenseur',
    Lake: 'vue lac', Mountains: 'vue montagnes', Sea: 'vue mer', City: 'vue dégagée', Furnished: 'meublé',
  },
  views: {
    City: 'une vue sur la ville', Forest: 'une vue sur la forêt', Garden: 'une vue sur le jardin', Hills: 'une vue sur les collines', Lake: 'une vue sur le lac',
    Mountains: 'un panorama sur les montagnes', Sea: 'une vue mer', Countryside: 'une vue sur la campagne', Courtyard: 'une vue sur une cour calme', Greenery: 'un environnement verdoyant',
  },
  orientations: { South: 'sud', East: 'est', West: 'ouest', North: 'nord' },
  proximities: {
    PublicTransport: 'les transports publics', Highway: "l'accès autoroutier", Shops: 'les commerces', Park: 'un parc', SportCenter: 'un centre sportif',
    TownCentre: 'le centre-ville', Beach: 'la plage', Sea: 'la mer',
  },
  titles: {
    residential: ['{AdjNoun} à {locality}', '{AdjNoun} {with}', '{Noun} {label} {with} à {locality}', '{AdjNoun} au cœur de {locality}', '{Noun} {label} à {locality}'],
    building: ['{AdjNoun} à {locality}', 'Investissement : {noun} à {locality}'],
    land: ['{AdjNoun} à {locality}', '{AdjNoun} de {land} à {locality}'],
    parking: ['{AdjNoun} à {locality}', '{Noun} au centre de {locality}'],
    commercial: ['{AdjNoun} à {locality}', '{Noun} de {area} à {locality}', '{Noun} bien situé à {locality}'],
    boat: ['{AdjNoun} avec anneau à {locality}', '{AdjNoun} à {locality}'],
  },
  intro: {
    Sell: {
      residential: ['À vendre : {aNoun} à {locality}.', 'Nous vous proposons {aNoun} à {locality} ({region}).', 'Ce bien situé à {locality} est {aNoun} au fort potentiel.'],
      building: ['À vendre : {aNoun} à {locality}, idéal pour un investisseur.', 'Nous proposons à {locality} {aNoun} offrant des revenus locatifs stables.'],
      land: ['À vendre : {aNoun} à {locality}.', 'Nous vous proposons {aNoun} à {locality} ({region}).'],
      parking: ['À vendre : {aNoun} à {locality}.'],
      commercial: ['À vendre : {aNoun} à {locality}.', 'Dans un quartier passant de {locality}, nous proposons {aNoun}.'],
      boat: ['À vendre : {aNoun} amarré à {locality}.'],
    },
    Rent: {
      residential: ['À louer : {aNoun} à {locality}.', 'Nous louons {aNoun} à {locality} ({region}).', 'Disponible à la location : {aNoun} à {locality}.'],
      building: ['À louer : {aNoun} à {locality}.'],
      land: ['À louer : {aNoun} à {locality}.'],
      parking: ['À louer : {aNoun} à {locality}, idéal pour les résidents.'],
      commercial: ['À louer : {aNoun} à {locality}.', 'Nous louons à {locality} {aNoun} bénéficiant d’un bon passage.'],
      boat: ['À louer : {aNoun} à {locality}.'],
    },
  },
  newBuild: ['Programme neuf : livraison prévue en {date}.', 'Logement neuf dans une résidence achevée en {date}.'],
  layout: [
    'Les {area} habitables comprennent {roomsText}, dont {bedroomsText}, ainsi que {bathroomsText}.',
    'Sur {area}, le logement offre {bedroomsText} et {bathroomsText}.',
    'D’une surface de {area}, il dispose de {bedroomsText} et de {bathroomsText}.',
    'La surface utile est de {area}.',
  ],
  floorSentence: ['L’appartement se situe {floor}.', 'Il se trouve {floor} d’un immeuble bien entretenu.'],
  amenitiesSentence: ['Le bien comprend {list}.', 'Vous apprécierez {list}.', 'Prestations : {list}.'],
  viewsSentence: ['Profitez d’{list}.', 'L’emplacement offre {list}.'],
  orientationSentence: ['Exposition {list}, très lumineux.', 'Les pièces sont orientées {list}.'],
  proximitiesSentence: ['À proximité : {list}.', 'Vous trouverez à deux pas {list}.'],
  landSentence: ['Le terrain s’étend sur {land}.', 'Surface du terrain : {land}.'],
  yearSentence: ['Construction de {year}.', 'L’immeuble date de {year} et a été régulièrement entretenu.'],
  energySentence: ['Classe énergie {grade} ({energy} kWh/m² par an).', 'DPE : classe {grade}, {energy} kWh/m²/an.'],
  availableNow: ['Disponible immédiatement.', 'Libre de suite.'],
  availableFrom: ['Disponible à partir de {date}.', 'Entrée en jouissance : {date}.'],
  closing: ['Contactez-nous pour organiser une visite.', 'N’hésitez pas à nous contacter pour plus d’informations.', 'Visites sur rendez-vous.', 'Dossier complet sur demande.'],
};
