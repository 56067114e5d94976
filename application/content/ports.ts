import type { ServiceIdentifier } from 'inversify';
import type { ContentAnswer } from '#domain/content/ContentPage';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';

/** Document 001 §7 "Content": GET /api/content (id, path). One of the two is given. */
export interface ContentQuery {
  id?: string;
  path?: string;
  culture: string;
}

/** Document 001 §7 "Content": POST /submitform; a form module's answers. */
export interface ContentFormSubmission {
  pageId: string;
  formId: string;
  culture: string;
  portalId: string;
  fields: Record<string, string>;
}

/** The content service: editorial pages and URL entries (document 000 §2), and form submissions. */
export interface ContentService {
  getContent(query: ContentQuery): Promise<Result<ContentAnswer, DomainError>>;
  submitForm(submission: ContentFormSubmission): Promise<Result<{ received: true }, DomainError>>;
}
export const ContentService: ServiceIdentifier<ContentService> = Symbol.for('content.ContentService');

/** The editors' changes: called after the content files changed what the service answers (the page cache drops content pages). */
export interface ContentChanges {
  onChange(listener: () => void): () => void;
}
export const ContentChanges: ServiceIdentifier<ContentChanges> = Symbol.for('content.ContentChanges');
