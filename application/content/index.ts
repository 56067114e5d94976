/** Content's public face for the other contexts: the content service (document 001 §7 "Content"). */
export { ContentChanges, ContentService } from './ports';
export type { ContentQuery, ContentFormSubmission } from './ports';
