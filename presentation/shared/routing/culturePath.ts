/** The rule is the domain's: the search page's query writes its redirects with it too. */
export { culturePath } from '#domain/portal/culturePath';
