import 'reflect-metadata';
import { renderToString } from 'react-dom/server';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { ErrorPageData } from '#presentation/shell/errorPage/loadErrorPageData';
import { I18nProvider } from '#presentation/shared/i18n';
import { ShellServicesProvider } from '#presentation/shared/shell/ShellServices';
import { pageContextOf } from '#test/harness/presentation/renderInShell';
import { NotFound } from './NotFound';

const messages = {
  'Shell.NotFound.Title': 'Page not found',
  'Shell.NotFound.Text': 'The page you are looking for does not exist or has been moved.',
  'Shell.Gone.Title': 'This page is no longer available',
  'Shell.BadRequest.Title': 'This address is not correct',
  'Errors.Message.AgencyIsArchived': 'This agency is archived.',
};

const errorPage = (data: Partial<ErrorPageData>) =>
  renderToString(
    <VikeReactProviderPageContext
      pageContext={pageContextOf({
        data: {
          shell: { errorPage: true },
          debugDetails: null,
          notFoundMessage: null,
          status: 404,
          reason: null,
          ...data,
        },
      })}
    >
      <I18nProvider culture="en" messages={messages} onError={() => {}}>
        <ShellServicesProvider>
          <NotFound />
        </ShellServicesProvider>
      </I18nProvider>
    </VikeReactProviderPageContext>,
  );

describe('The client-error page says what the answer is (document 001 §8)', () => {
  it("answers an archived agency with 410 and 'Agency is archived', not '404 Page not found'", () => {
    const html = errorPage({ status: 410, reason: 'Agency is archived' });
    expect(html).toContain('data-testid="error-status">410<');
    expect(html).toContain('This page is no longer available');
    expect(html).toContain('This agency is archived.');
    expect(html).not.toContain('Page not found');
  });

  it('answers a malformed address with 400, and keeps developer text away from the visitor', () => {
    const html = errorPage({ status: 400, reason: 'SearchId abc is not valid' });
    expect(html).toContain('data-testid="error-status">400<');
    expect(html).toContain('This address is not correct');
    expect(html).not.toContain('SearchId abc');
  });

  it('keeps 404 for what names nothing', () => {
    expect(errorPage({})).toContain('data-testid="error-status">404<');
  });
});
