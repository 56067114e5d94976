import type { ServiceIdentifier } from 'inversify';
import type { SubmitContentFormHandler } from './commands/SubmitContentForm';
import type { GetContentHandler } from './queries/GetContent';

/** DI tokens for the content use cases. */
export const GetContent: ServiceIdentifier<GetContentHandler> = Symbol.for('content.GetContent');
export const SubmitContentForm: ServiceIdentifier<SubmitContentFormHandler> = Symbol.for('content.SubmitContentForm');
