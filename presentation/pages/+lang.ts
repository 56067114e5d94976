import type { PageContext } from 'vike/types';

/** <html lang> follows the request's culture (screen readers and hyphenation depend on it). */
export default (pageContext: PageContext) => pageContext.requestContext?.culture ?? 'en';
