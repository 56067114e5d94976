import 'reflect-metadata';
import type { ListingsService, TranslationProvider } from '#application/listings/ports';
import { storedTranslation } from '#domain/listings/translation/ListingTranslation';
import { notFound } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import { TranslateListingHandler } from './TranslateListing';

const texts = { de: 'Helle Wohnung am See.', en: 'Bright flat by the lake.' };

function listingsWith(stored: Record<string, string>): ListingsService {
  return {
    getListing: async () => err(notFound('LISTING_NOT_FOUND', 'Listing not found')),
    getListingsByIds: async () => [],
    getPriceHistory: async () => [],
    getSimilarListings: async () => [],
    getProjectListings: async () => [],
    getDuplicateListings: async () => [],
    getProjectCompanies: async () => [],
    getRepositories: async () => [],
    getRepository: async () => err(notFound('REPOSITORY_NOT_FOUND', 'Repository is not found')),
    getTranslation: async (id, field, language) =>
      id === 404
        ? err(notFound('LISTING_NOT_FOUND', 'Listing not found'))
        : ok(storedTranslation({ listingId: Number(id), field, language, originalLanguage: 'de', texts: stored })),
  };
}

describe('TranslateListingHandler', () => {
  it("answers the owner's stored translation without asking a provider", async () => {
    const asked: string[] = [];
    const provider: TranslationProvider = {
      translate: async (text) => {
        asked.push(text);
        return 'machine';
      },
    };
    const result = await new TranslateListingHandler(listingsWith(texts), provider).execute({
      id: 1,
      field: 'description',
      language: 'en',
    });
    expect(result).toMatchObject({ ok: true, value: { text: 'Bright flat by the lake.', source: 'Owner' } });
    expect(asked).toEqual([]);
  });

  it('says there is none when nothing is stored and no provider is bound (the default)', async () => {
    const result = await new TranslateListingHandler(listingsWith(texts)).execute({
      id: 1,
      field: 'description',
      language: 'it',
    });
    expect(result).toMatchObject({ ok: true, value: { text: null, source: 'None', originalLanguage: 'de' } });
  });

  it('asks a bound provider to translate the original when nothing is stored', async () => {
    const asked: string[][] = [];
    const provider: TranslationProvider = {
      translate: async (text, from, to) => {
        asked.push([text, from, to]);
        return 'Appartamento luminoso sul lago.';
      },
    };
    const result = await new TranslateListingHandler(listingsWith(texts), provider).execute({
      id: 1,
      field: 'description',
      language: 'it',
    });
    expect(asked).toEqual([['Helle Wohnung am See.', 'de', 'it']]);
    expect(result).toMatchObject({ ok: true, value: { text: 'Appartamento luminoso sul lago.', source: 'Provider' } });
  });

  it('keeps the "none" answer when the provider fails', async () => {
    const provider: TranslationProvider = {
      translate: async () => {
        throw new Error('provider down');
      },
    };
    const result = await new TranslateListingHandler(listingsWith(texts), provider).execute({
      id: 1,
      field: 'description',
      language: 'it',
    });
    expect(result).toMatchObject({ ok: true, value: { source: 'None', text: null } });
  });

  it('passes a not-found through', async () => {
    const result = await new TranslateListingHandler(listingsWith(texts)).execute({
      id: 404,
      field: 'description',
      language: 'en',
    });
    expect(result.ok).toBe(false);
  });
});
