import type { PageContextServer } from 'vike/types';
import { isConfirmationTokenShaped } from '#domain/alerts/alertAddressConfirmation';
import type { ShellHints } from '#presentation/shell';

export interface AlertConfirmationPageData {
  /** The link's token, when it has a token's shape; a page without one says the link is not valid. */
  token: string | null;
  /** Never indexed; the visitor's own link, never cached. */
  shell: ShellHints;
}

/**
 * /alerts/confirm?token= (docs/security.md "Mail to unconfirmed addresses"): shows the button that
 * confirms the address. Opening the link changes nothing: mail scanners and link previews open
 * links too, so only the press (a POST) confirms.
 */
export async function loadAlertConfirmationPage(pageContext: PageContextServer): Promise<AlertConfirmationPageData> {
  const token = pageContext.urlParsed.search.token;
  return {
    token: isConfirmationTokenShaped(token) ? token : null,
    shell: { page: 'other', robots: { noindex: true } },
  };
}
