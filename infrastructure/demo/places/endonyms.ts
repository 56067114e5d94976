/**
 * The data package names some regions and big cities in English (Bavaria, Munich, Lisbon). A portal
 * speaking the country's languages shows them as locals write them, so every language but English
 * gets the endonym; English keeps the exonym travellers search for.
 */
export const ENDONYMS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  CH: { Geneva: 'Genève', Lucerne: 'Luzern', 'Sankt Gallen': 'St. Gallen' },
  DE: {
    Bavaria: 'Bayern',
    'North Rhine-Westphalia': 'Nordrhein-Westfalen',
    Hesse: 'Hessen',
    Saxony: 'Sachsen',
    'Lower Saxony': 'Niedersachsen',
    'Saxony-Anhalt': 'Sachsen-Anhalt',
    'Rhineland-Palatinate': 'Rheinland-Pfalz',
    Thuringia: 'Thüringen',
    'Mecklenburg-Western Pomerania': 'Mecklenburg-Vorpommern',
    Munich: 'München',
    Cologne: 'Köln',
    Nuremberg: 'Nürnberg',
    Hanover: 'Hannover',
    Brunswick: 'Braunschweig',
  },
  IT: {
    Lombardy: 'Lombardia',
    Piedmont: 'Piemonte',
    Tuscany: 'Toscana',
    Milan: 'Milano',
    Rome: 'Roma',
    Naples: 'Napoli',
    Turin: 'Torino',
    Florence: 'Firenze',
    Venice: 'Venezia',
    Genoa: 'Genova',
    Padua: 'Padova',
    Syracuse: 'Siracusa',
    Mantua: 'Mantova',
  },
  ES: {
    Catalonia: 'Cataluña',
    Andalusia: 'Andalucía',
    Valencia: 'Comunitat Valenciana',
    'Basque Country': 'País Vasco',
    Aragon: 'Aragón',
    'Balearic Islands': 'Illes Balears',
    'Canary Islands': 'Canarias',
    'Castille-Leon': 'Castilla y León',
    'Castille-La Mancha': 'Castilla-La Mancha',
    Navarre: 'Navarra',
  },
  FR: { Corsica: 'Corse' },
  PT: { Lisbon: 'Lisboa', Azores: 'Açores' },
};

/** Valencia is both a region (Comunitat Valenciana) and a city (València stays Valencia in Spanish). */
const REGION_ONLY = new Set(['Valencia']);

export function localName(countryIso: string, name: string, isRegion: boolean): string {
  if (!isRegion && REGION_ONLY.has(name)) return name;
  return ENDONYMS[countryIso]?.[name] ?? name;
}

/**
 * Where a portal language has its own name for a place (German Genf, Italian Ginevra for Genève), a
 * visitor reading it sees that name and its slug (/de/schweiz/genf), as the big portals write them;
 * the other languages keep the endonym. Keyed by the data package's name, like ENDONYMS.
 */
export const EXONYMS: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>> = {
  CH: {
    Geneva: { de: 'Genf', it: 'Ginevra', es: 'Ginebra', pt: 'Genebra' },
    Genève: { de: 'Genf', it: 'Ginevra', es: 'Ginebra', pt: 'Genebra' },
    Zürich: { fr: 'Zurich', it: 'Zurigo', es: 'Zúrich', pt: 'Zurique' },
    Basel: { fr: 'Bâle', it: 'Basilea', es: 'Basilea', pt: 'Basileia' },
    'Basel-Stadt': { fr: 'Bâle-Ville', it: 'Basilea Città', es: 'Basilea-Ciudad', pt: 'Basileia-Cidade' },
    Bern: { fr: 'Berne', it: 'Berna', es: 'Berna', pt: 'Berna' },
    Lucerne: { fr: 'Lucerne', it: 'Lucerna', es: 'Lucerna', pt: 'Lucerna' },
    Luzern: { fr: 'Lucerne', it: 'Lucerna', es: 'Lucerna', pt: 'Lucerna' },
    Ticino: { de: 'Tessin', fr: 'Tessin', es: 'Tesino', pt: 'Ticino' },
    'Sankt Gallen': { fr: 'Saint-Gall', it: 'San Gallo', es: 'San Galo', pt: 'São Galo' },
  },
  DE: {
    Munich: { fr: 'Munich', it: 'Monaco di Baviera', es: 'Múnich', pt: 'Munique' },
    Cologne: { fr: 'Cologne', it: 'Colonia', es: 'Colonia', pt: 'Colónia' },
    Bavaria: { fr: 'Bavière', it: 'Baviera', es: 'Baviera', pt: 'Baviera' },
  },
  IT: {
    Rome: { de: 'Rom', fr: 'Rome', es: 'Roma', pt: 'Roma' },
    Milan: { de: 'Mailand', fr: 'Milan', es: 'Milán', pt: 'Milão' },
    Naples: { de: 'Neapel', fr: 'Naples', es: 'Nápoles', pt: 'Nápoles' },
    Turin: { fr: 'Turin', de: 'Turin', es: 'Turín', pt: 'Turim' },
    Florence: { de: 'Florenz', fr: 'Florence', es: 'Florencia', pt: 'Florença' },
    Venice: { de: 'Venedig', fr: 'Venise', es: 'Venecia', pt: 'Veneza' },
    Genoa: { de: 'Genua', fr: 'Gênes', es: 'Génova', pt: 'Génova' },
  },
  PT: { Lisbon: { de: 'Lissabon', fr: 'Lisbonne', it: 'Lisbona' } },
};

/** A place's name in a language: English keeps the data package's, another language its own name, else the endonym. */
export function nameIn(countryIso: string, name: string, isRegion: boolean, language: string): string {
  if (language === 'en') return name;
  return EXONYMS[countryIso]?.[name]?.[language] ?? localName(countryIso, name, isRegion);
}
