import 'reflect-metadata';
import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ListingsService, TranslationProvider } from '#application/listings/ports';
import { TranslateListingHandler } from '#application/listings/translation/TranslateListing';
import { type ListingTranslation, storedTranslation } from '#domain/listings/translation/ListingTranslation';
import type { Language } from '#domain/portal/Portal';
import { notFound } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import type { PortalWorld } from '#features/support/world';

declare module '../../support/world' {
  interface ScenarioState {
    translation: {
      language: string;
      texts: Record<string, string>;
      provider?: TranslationProvider;
      providerCalls: number;
      answer?: ListingTranslation;
    };
  }
}

const state = (world: PortalWorld) =>
  world.slice('translation', () => ({ language: 'de', texts: {}, providerCalls: 0 }));

Given(
  'a listing published in {string} with the description {string}',
  function (this: PortalWorld, language: string, text: string) {
    Object.assign(state(this), { language, texts: { [language]: text } });
  },
);

Given(
  'its owner also wrote the description in {string}: {string}',
  function (this: PortalWorld, language: string, text: string) {
    state(this).texts[language] = text;
  },
);

Given('a translation provider is plugged in', function (this: PortalWorld) {
  const s = state(this);
  s.provider = {
    translate: async (text, _from, to) => {
      s.providerCalls += 1;
      return `[${to}] ${text}`;
    },
  };
});

When('the description is asked for in {string}', async function (this: PortalWorld, language: string) {
  const s = state(this);
  const listings: ListingsService = {
    getListing: async () => err(notFound('LISTING_NOT_FOUND', 'Listing not found')),
    getListingsByIds: async () => [],
    getPriceHistory: async () => [],
    getSimilarListings: async () => [],
    getProjectListings: async () => [],
    getDuplicateListings: async () => [],
    getProjectCompanies: async () => [],
    getRepositories: async () => [],
    getRepository: async () => err(notFound('REPOSITORY_NOT_FOUND', 'Repository is not found')),
    getTranslation: async (id, field, to) =>
      ok(
        storedTranslation({ listingId: Number(id), field, language: to, originalLanguage: s.language, texts: s.texts }),
      ),
  };
  const result = await new TranslateListingHandler(listings, s.provider).execute({
    id: 1,
    field: 'description',
    language: language as Language,
  });
  assert.ok(result.ok);
  s.answer = result.value;
});

Then('the answer is {string} from the {string}', function (this: PortalWorld, text: string, source: string) {
  assert.deepEqual({ text: state(this).answer?.text, source: state(this).answer?.source }, { text, source });
});

Then('the answer says there is no translation', function (this: PortalWorld) {
  assert.deepEqual(
    { text: state(this).answer?.text, source: state(this).answer?.source },
    { text: null, source: 'None' },
  );
});

Then('the translation provider was not called', function (this: PortalWorld) {
  assert.equal(state(this).providerCalls, 0);
});
