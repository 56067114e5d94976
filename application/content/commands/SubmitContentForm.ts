import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type ContentFormSubmission, ContentService } from '../ports';

/** POST /submitform: "Form modules submit to the content area" (document 000 §2). */
@injectable()
export class SubmitContentFormHandler {
  constructor(@inject(ContentService) private readonly content: ContentService) {}

  execute(submission: ContentFormSubmission): Promise<Result<{ received: true }, DomainError>> {
    return this.content.submitForm(submission);
  }
}
