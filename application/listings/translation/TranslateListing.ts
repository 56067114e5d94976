import { inject, injectable, optional } from 'inversify';
import type { ListingTranslation, TranslatableField } from '#domain/listings/translation/ListingTranslation';
import type { Language } from '#domain/portal/Portal';
import type { DomainError } from '#domain/shared/DomainError';
import { type Result, ok } from '#domain/shared/Result';
import { ListingsService, TranslationProvider } from '../ports';

export interface TranslateListing {
  id: number | string;
  field: TranslatableField;
  language: Language;
}

/**
 * A listing's field in the visitor's language (GET /v2/listings/{id}/translate): the owner's stored
 * translation first; without one, a bound translation provider (none by default); otherwise the
 * answer says there is none (source None) and the page keeps the original.
 */
@injectable()
export class TranslateListingHandler {
  constructor(
    @inject(ListingsService) private readonly listings: ListingsService,
    @inject(TranslationProvider) @optional() private readonly provider?: TranslationProvider,
  ) {}

  async execute(query: TranslateListing): Promise<Result<ListingTranslation, DomainError>> {
    const stored = await this.listings.getTranslation(query.id, query.field, query.language);
    if (!stored.ok || stored.value.source !== 'None' || !this.provider) return stored;
    const original = await this.listings.getTranslation(
      query.id,
      query.field,
      stored.value.originalLanguage as Language,
    );
    if (!original.ok || !original.value.text) return stored;
    try {
      const text = await this.provider.translate(original.value.text, stored.value.originalLanguage, query.language);
      return text?.trim() ? ok({ ...stored.value, text, source: 'Provider' }) : stored;
    } catch {
      // A failing provider never breaks the page: it keeps the original.
      return stored;
    }
  }
}
