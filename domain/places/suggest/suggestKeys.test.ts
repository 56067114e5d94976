import { suggestKeys } from './suggestKeys';

describe('suggest keys', () => {
  it('reads typed text as the start of a slug, both umlaut spellings', () => {
    expect(suggestKeys('Zür')).toEqual(['zur', 'zuer']);
    expect(suggestKeys('  Saint Gal')).toEqual(['saint-gal']);
    expect(suggestKeys('Genève')).toEqual(['geneve']);
    expect(suggestKeys('la ')).toEqual(['la-']);
    expect(suggestKeys('Straße')).toEqual(['strasse']);
  });
  it('gives nothing for text without letters or digits', () => {
    expect(suggestKeys(' - ')).toEqual([]);
    expect(suggestKeys('')).toEqual([]);
  });
});
