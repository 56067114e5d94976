import { inject, injectable } from 'inversify';
import { formAnswers, formOf, noSuchForm } from '#domain/content/contentForms';
import { pageForCulture } from '#domain/content/contentRules';
import type { DomainError } from '#domain/shared/DomainError';
import { err, type Result } from '#domain/shared/Result';
import { type ContentFormSubmission, ContentService } from '../ports';

/**
 * POST /submitform: "Form modules submit to the content area" (document 000 §2). The page's form
 * in the visitor's culture is read through the content service, the answers are held to its
 * fields (domain/content/contentForms), and only the answers it takes are stored; the store
 * decides nothing. A form the page does not have is 'Contents form error' (document 001 §8).
 */
@injectable()
export class SubmitContentFormHandler {
  constructor(@inject(ContentService) private readonly content: ContentService) {}

  async execute(submission: ContentFormSubmission): Promise<Result<{ received: true }, DomainError>> {
    const answer = await this.content.getContent({ id: submission.pageId, culture: submission.culture });
    if (!answer.ok) return answer.error.kind === 'NOT_FOUND' ? err(noSuchForm()) : answer;
    if (answer.value.kind !== 'page') return err(noSuchForm());
    const page = pageForCulture(answer.value.page, submission.culture);
    if (!page.ok) return err(noSuchForm());
    const form = formOf(page.value, submission.formId);
    if (!form.ok) return form;
    const fields = formAnswers(form.value, submission.fields);
    if (!fields.ok) return fields;
    return this.content.submitForm({ ...submission, fields: fields.value });
  }
}
