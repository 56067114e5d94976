import { inject, injectable } from 'inversify';
import type { ContentAnswer } from '#domain/content/ContentPage';
import { pageForCulture } from '#domain/content/contentRules';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { type ContentQuery, ContentService } from '../ports';

/**
 * GET /api/content (id, path): the URL entry's redirect, or its page in the visitor's culture.
 * Document 000 §2: a page whose hreflang cultures exclude the current culture is not found.
 */
@injectable()
export class GetContentHandler {
  constructor(@inject(ContentService) private readonly content: ContentService) {}

  async execute(query: ContentQuery): Promise<Result<ContentAnswer, DomainError>> {
    const answer = await this.content.getContent(query);
    if (!answer.ok || answer.value.kind !== 'page') return answer;
    const page = pageForCulture(answer.value.page, query.culture);
    return page.ok ? ok({ kind: 'page', page: page.value }) : page;
  }
}
