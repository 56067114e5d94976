import type { ContentChanges, ContentQuery, ContentService } from '#application/content/ports';
import type { ContentAnswer } from '#domain/content/ContentPage';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { ReadThroughCache, type ReadThroughCacheOptions } from '#infrastructure/shared/cache/ReadThroughCache';

/**
 * Content pages read from memory: the home page of every signed-in visitor (the page cache
 * serves only anonymous ones) cost three queries, the page's modules among them. The content
 * changes only when its files do (ContentChanges), which empties this cache; the lifetime is a
 * safety net. Not-found answers are kept too (a crawler's unknown paths are bounded by maxEntries).
 */
export class CachedContentService implements ContentService {
  private readonly answers: ReadThroughCache<string, Result<ContentAnswer, DomainError>>;

  constructor(
    private readonly inner: ContentService,
    changes: ContentChanges,
    options: ReadThroughCacheOptions,
  ) {
    this.answers = new ReadThroughCache(options);
    changes.onChange(() => this.answers.forget());
  }

  getContent(query: ContentQuery): Promise<Result<ContentAnswer, DomainError>> {
    return this.answers.get(`${query.id ?? ''}|${query.path ?? ''}|${query.culture}`, () =>
      this.inner.getContent(query),
    );
  }

  submitForm: ContentService['submitForm'] = (submission) => this.inner.submitForm(submission);
}
