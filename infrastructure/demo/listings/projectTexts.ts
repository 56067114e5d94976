import type { Random } from '../Random';

const NAME_PATTERNS: Readonly<Record<string, readonly string[]>> = {
  de: ['Wohnpark {x}', 'Überbauung {x}', 'Residenz {x}', 'Quartier {x}'],
  en: ['{x} Residences', 'The {x}', '{x} Gardens'],
  fr: ['Résidence {x}', 'Les Jardins {x}', 'Le Domaine {x}', 'Les Terrasses {x}'],
  it: ['Residenza {x}', 'Borgo {x}', 'Giardini {x}', 'Corte {x}'],
  es: ['Residencial {x}', 'Jardines {x}', 'Mirador {x}', 'Edificio {x}'],
  pt: ['Residências {x}', 'Condomínio {x}', 'Jardins {x}', 'Edifício {x}'],
};

const NAME_WORDS: Readonly<Record<string, readonly string[]>> = {
  de: [
    'Lindenhof',
    'Sonnenhalde',
    'Seeblick',
    'Birkenweg',
    'Rebberg',
    'Am Park',
    'Kirschgarten',
    'Bachtal',
    'Obstgarten',
    'Eichenhain',
  ],
  en: [
    'Riverside',
    'Oakwood',
    'Parkview',
    'Hillcrest',
    'Meadow',
    'Harbour',
    'Willow',
    'Orchard',
    'Lakeside',
    'Stonebridge',
  ],
  fr: [
    'des Tilleuls',
    'des Vergers',
    'des Coteaux',
    'du Parc',
    'des Cèdres',
    'du Lac',
    'des Vignes',
    'Saint-Martin',
    'des Acacias',
    'du Moulin',
  ],
  it: [
    'degli Ulivi',
    'dei Glicini',
    'dei Tigli',
    'del Sole',
    'San Marco',
    'dei Pini',
    'del Lago',
    'delle Rose',
    'dei Cipressi',
    'Belvedere',
  ],
  es: [
    'Los Olivos',
    'Los Almendros',
    'Las Pinares',
    'del Mar',
    'La Alameda',
    'El Mirador',
    'Los Naranjos',
    'Santa Ana',
    'La Fuente',
    'Las Acacias',
  ],
  pt: [
    'das Oliveiras',
    'dos Sobreiros',
    'dos Jacarandás',
    'do Parque',
    'do Rio',
    'da Quinta',
    'do Mar',
    'das Laranjeiras',
    'do Miradouro',
    'São João',
  ],
};

const SUMMARY: Readonly<Record<string, (count: number, min: number, max: number, date: string) => string>> = {
  de: (c, min, max, d) => `${c} Einheiten von ${min} bis ${max} m², Bezug ${d}.`,
  en: (c, min, max, d) => `${c} units from ${min} to ${max} m², ready ${d}.`,
  fr: (c, min, max, d) => `${c} lots de ${min} à ${max} m², livraison ${d}.`,
  it: (c, min, max, d) => `${c} unità da ${min} a ${max} m², consegna ${d}.`,
  es: (c, min, max, d) => `${c} unidades de ${min} a ${max} m², entrega ${d}.`,
  pt: (c, min, max, d) => `${c} frações de ${min} a ${max} m², entrega ${d}.`,
};

/** A development's marketing name in the language of its region. */
export function projectName(language: string, rng: Random): string {
  return rng
    .pick(NAME_PATTERNS[language] ?? NAME_PATTERNS.en)
    .replace('{x}', rng.pick(NAME_WORDS[language] ?? NAME_WORDS.en));
}

/** One line on the units on offer, appended to the project's description. */
export function unitsSummary(
  language: string,
  count: number,
  minM2: number,
  maxM2: number,
  completionYear: number,
): string {
  return (SUMMARY[language] ?? SUMMARY.en)(count, Math.round(minM2), Math.round(maxM2), String(completionYear));
}
