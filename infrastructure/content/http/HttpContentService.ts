import { inject, injectable } from 'inversify';
import type { ContentFormSubmission, ContentQuery, ContentService } from '#application/content/ports';
import type { ContentAnswer } from '#domain/content/ContentPage';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';
import { CONTENT_ROUTES } from '#application/content/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';

/** ContentService over the seed contract (document 001 §7 "Content": GET /api/content, POST /submitform). */
@injectable()
export class HttpContentService implements ContentService {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  getContent(query: ContentQuery): Promise<Result<ContentAnswer, DomainError>> {
    return this.client.request<ContentAnswer>(CONTENT_ROUTES.content.method, pathOf(CONTENT_ROUTES.content), {
      query: { id: query.id, path: query.path, culture: query.culture },
    });
  }

  submitForm(submission: ContentFormSubmission): Promise<Result<{ received: true }, DomainError>> {
    return this.client.request<{ received: true }>(
      CONTENT_ROUTES.submitForm.method,
      pathOf(CONTENT_ROUTES.submitForm),
      {
        body: {
          pageId: submission.pageId,
          formId: submission.formId,
          culture: submission.culture,
          fields: submission.fields,
        },
      },
    );
  }
}
