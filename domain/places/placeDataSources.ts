/** A data set the demo's places come from, with the credit its licence asks for. */
export interface PlaceDataSource {
  name: string;
  licence: string;
  url: string;
}

/**
 * Where the place names, coordinates and postcodes come from. CC BY 4.0 requires the credit
 * wherever the places are shown, so the footer of every page carries it; the seed stores the
 * same text with the data.
 */
export const PLACE_DATA_SOURCES: readonly PlaceDataSource[] = [
  { name: 'SimpleMaps World Cities Database', licence: 'CC BY 4.0', url: 'https://simplemaps.com/data/world-cities' },
  {
    name: 'INSEE / La Poste (@etalab/decoupage-administratif)',
    licence: 'Licence Ouverte',
    url: 'https://github.com/etalab/decoupage-administratif',
  },
];

export function placeDataAttribution(sources: readonly PlaceDataSource[] = PLACE_DATA_SOURCES): string {
  return `Places: ${sources.map((source) => `${source.name} (${source.licence}, ${source.url})`).join('; ')}.`;
}
