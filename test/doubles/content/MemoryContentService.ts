import type { ContentAnswer, ContentPage } from '#domain/content/ContentPage';
import { pageNotFound } from '#domain/content/contentRules';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { ContentFormSubmission, ContentQuery, ContentService } from '#application/content/ports';

/**
 * Content in memory for the handlers' unit tests: it reads pages by id and culture and stores what
 * it is handed, deciding nothing (like the SQL service).
 */
export class MemoryContentService implements ContentService {
  readonly stored: ContentFormSubmission[] = [];

  constructor(private readonly pages: readonly ContentPage[]) {}

  async getContent(query: ContentQuery): Promise<Result<ContentAnswer, DomainError>> {
    const page = this.pages.find((candidate) => candidate.id === query.id && candidate.culture === query.culture);
    return page ? ok({ kind: 'page', page }) : err(pageNotFound());
  }

  async submitForm(submission: ContentFormSubmission): Promise<Result<{ received: true }, DomainError>> {
    this.stored.push(submission);
    return ok({ received: true });
  }
}
