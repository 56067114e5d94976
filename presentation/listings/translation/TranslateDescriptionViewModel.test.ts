import type { ListingTranslation } from '#domain/listings/translation/ListingTranslation';
import { notFound } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import { TranslateDescriptionViewModel } from './TranslateDescriptionViewModel';

const answer = (text: string | null): ListingTranslation => ({
  listingId: 3,
  field: 'description',
  language: 'en',
  originalLanguage: 'de',
  text,
  source: text ? 'Provider' : 'None',
});

describe('TranslateDescriptionViewModel', () => {
  it('shows the translation, then switches back to the original without asking again', async () => {
    let calls = 0;
    const vm = new TranslateDescriptionViewModel(
      {
        execute: async () => {
          calls += 1;
          return ok(answer('Bright flat.\n\nQuiet street.'));
        },
      },
      3,
      'en',
    );
    await vm.toggle();
    expect(vm).toMatchObject({ state: 'translated', showing: true, paragraphs: ['Bright flat.', 'Quiet street.'] });
    await vm.toggle();
    expect(vm.showing).toBe(false);
    expect(calls).toBe(1);
  });

  it('says there is no translation and keeps the original when none is stored', async () => {
    const vm = new TranslateDescriptionViewModel({ execute: async () => ok(answer(null)) }, 3, 'en');
    await vm.toggle();
    expect(vm).toMatchObject({ state: 'none', showing: false });
  });

  it('reports a failure without showing anything', async () => {
    const vm = new TranslateDescriptionViewModel(
      { execute: async () => err(notFound('LISTING_NOT_FOUND', 'Listing not found')) },
      3,
      'en',
    );
    await vm.toggle();
    expect(vm).toMatchObject({ state: 'failed', showing: false });
  });
});
