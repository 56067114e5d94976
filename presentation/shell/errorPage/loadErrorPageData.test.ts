import type { PageContextServer } from 'vike/types';
import { loadErrorPageData } from './loadErrorPageData';

const pageContext = (context: Partial<PageContextServer>) => context as PageContextServer;

describe("the 404 page's reason", () => {
  it("is the document's text a page aborted with, to translate (document 001 §5 'Transaction slug is not supported')", () => {
    const data = loadErrorPageData(
      pageContext({
        abortStatusCode: 404,
        abortReason: { code: 'TRANSACTION_SLUG_NOT_SUPPORTED', message: 'Transaction slug is not supported' },
      }),
    );
    expect(data.notFoundMessage).toBe('Errors.Message.TransactionSlugIsNotSupported');
  });

  it("is 'Errors.Message.PageIsNotFound' for a page that is not there (document 000 §8)", () => {
    expect(loadErrorPageData(pageContext({ is404: true })).notFoundMessage).toBe('Errors.Message.PageIsNotFound');
  });
});
