import { isLanguage, isTranslatableField, storedTranslation } from './ListingTranslation';

const texts = { de: 'Helle Wohnung am See.', en: 'Bright flat by the lake.', fr: '   ' };
const base = { listingId: 7, field: 'description' as const, originalLanguage: 'de', texts };

describe('storedTranslation (GET /v2/listings/{id}/translate)', () => {
  it("answers the owner's own text in the visitor's language", () => {
    expect(storedTranslation({ ...base, language: 'en' })).toEqual({
      listingId: 7,
      field: 'description',
      language: 'en',
      originalLanguage: 'de',
      text: 'Bright flat by the lake.',
      source: 'Owner',
    });
  });

  it('says so when no translation is stored, so the page keeps the original', () => {
    expect(storedTranslation({ ...base, language: 'it' })).toMatchObject({ text: null, source: 'None' });
  });

  it('counts a blank stored text as missing', () => {
    expect(storedTranslation({ ...base, language: 'fr' })).toMatchObject({ text: null, source: 'None' });
  });

  it('answers the original when asked in the published language', () => {
    expect(storedTranslation({ ...base, language: 'de' })).toMatchObject({
      text: 'Helle Wohnung am See.',
      source: 'Original',
    });
  });

  it('knows the translatable fields and the portal languages', () => {
    expect(isTranslatableField('description')).toBe(true);
    expect(isTranslatableField('price')).toBe(false);
    expect(isLanguage('pt')).toBe(true);
    expect(isLanguage('nl')).toBe(false);
  });
});
