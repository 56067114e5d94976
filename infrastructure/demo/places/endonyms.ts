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
