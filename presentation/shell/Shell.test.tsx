import 'reflect-metadata';
import type { Portal } from '#domain/portal/Portal';
import { Shell } from './Shell';
import type { PageContext } from 'vike/types';
import { viewModelTestContainer } from '#test/harness/presentation/viewModelTestContainer';
import { identityViewModels } from '#presentation/identity/viewModels';
import { placesViewModels } from '#presentation/places/viewModels';
import { pageContextOf, portal, render as renderInShell } from '#test/harness/presentation/renderInShell';
import { shellViewModels } from './viewModels';

/** The shell with the view-model factories of its parts (the header's, the banner's, the prompts'). */
const render = (element: React.ReactNode, pageContext: PageContext) =>
  renderInShell(element, pageContext, viewModelTestContainer([shellViewModels, identityViewModels, placesViewModels]));

const hrefsIn = (html: string, from: string, to: string) =>
  [...html.slice(html.indexOf(from), html.indexOf(to, html.indexOf(from))).matchAll(/href="([^"]+)"/g)].map(
    (m) => m[1],
  );

/**
 * Log in starts a login, an action: a GET form to /auth/login (document 000 §7 "Browser redirects")
 * that comes back to the page, never a link to an address that only redirects.
 */
const logInForm =
  /<form[^>]*action="\/auth\/login"[^>]*><input type="hidden" name="view" value="login"\/><input type="hidden" name="callbackUrl" value="\/geneva\/rent"\/><button type="submit"[^>]*>Shell.Navigation.LogIn<\/button><\/form>/;

describe('Shell (server render)', () => {
  it('renders the guest navigation of the portal, Log in included and chat hidden', () => {
    const html = render(
      <Shell>
        <p>page</p>
      </Shell>,
      pageContextOf(),
    );
    expect(hrefsIn(html, '<nav', '</nav>')).toEqual(['/en/search', '/en/favorites', '/en/my-properties/create']);
    expect(html).toMatch(logInForm);
    expect(html).not.toMatch(/href="[^"]*\/login[?"]/);
    expect(html).toContain('<main id="main" tabindex="-1"');
  });

  it("links the header's and the mobile bar's pages in the visitor's culture, as the footer and the logo", () => {
    const inFrench = pageContextOf({
      requestContext: { ...pageContextOf().requestContext, culture: 'fr' },
      urlPathname: '/fr/geneve/louer',
    });
    const html = render(
      <Shell>
        <p>page</p>
      </Shell>,
      inFrench,
    );
    const header = hrefsIn(html, '<header', '</header>');
    expect(header).toContain('/fr/search');
    expect(header).toContain('/fr/favorites');
    expect(header.filter((href) => href === '/search' || href === '/favorites')).toEqual([]);
    // The phone bar sits between the header and the page (a first frame never has half of it).
    const mobileBar = hrefsIn(html, '</header>', '<main');
    expect(mobileBar).toEqual(expect.arrayContaining(['/fr/search', '/fr/favorites']));
    expect(mobileBar).not.toContain('/search');
  });

  it('writes the copyright year of the request and links the other countries', () => {
    const html = render(
      <Shell>
        <p>page</p>
      </Shell>,
      pageContextOf(),
    );
    expect(html).toContain('© 2031 Homefinder Switzerland. All rights reserved.');
    expect(html).toContain('https://www.homefinder.fr/');
  });

  it('credits the place data as its CC BY licence asks, on every page', () => {
    const html = render(
      <Shell>
        <p>page</p>
      </Shell>,
      pageContextOf(),
    );
    // This render has no catalogue: keys stand for the texts.
    expect(html).toContain('General.PlaceData.Credit');
    expect(html).toContain('href="https://simplemaps.com/data/world-cities"');
    expect(html).toMatch(/SimpleMaps World Cities Database<\/a> \(CC BY 4\.0\)/);
  });

  it('shows the mobile bar, hides it on an archived listing', () => {
    expect(
      render(
        <Shell>
          <p />
        </Shell>,
        pageContextOf(),
      ),
    ).toContain('href="/en/settings/more"');
    const archived = pageContextOf({ data: { shell: { page: 'listing', archived: true } } });
    expect(
      render(
        <Shell>
          <p />
        </Shell>,
        archived,
      ),
    ).not.toContain('href="/en/settings/more"');
  });

  it('goes without SEO links and without the header search on the 404 page', () => {
    const html = render(
      <Shell>
        <p />
      </Shell>,
      pageContextOf({ is404: true }),
    );
    expect(html).not.toContain('https://www.homefinder.fr/');
    expect(html).not.toContain('role="search"');
  });

  it('renders the toast area empty, as a polite live region', () => {
    expect(
      render(
        <Shell>
          <p />
        </Shell>,
        pageContextOf(),
      ),
    ).toMatch(/<ol[^>]*aria-live="polite"[^>]*><\/ol>/);
  });
});

describe('Shell for a signed-in user', () => {
  it('offers the profile menu instead of Log in, and the profile link on mobile', () => {
    const identity = {
      state: 'UserAuthenticated',
      userId: 7,
      profileId: 3,
      expiresAt: null,
      csrfToken: 'x',
      fullName: 'Ana',
      accountsRoles: [],
    };
    const html = render(
      <Shell>
        <p />
      </Shell>,
      pageContextOf({ identity }),
    );
    expect(html).not.toContain('action="/auth/login"');
    expect(html).toContain('aria-label="Shell.Navigation.ProfileMenuLabel"');
    expect(html).toContain('href="/en/settings/profile"');
  });
});

describe('Shell: the link for professionals (document 000 §6)', () => {
  const dashboard = {
    loginUrl: 'https://dashboard.homefinder.example/login',
    clientId: 'agent-dashboard',
    redirectUrl: 'https://dashboard.homefinder.example/callback',
  };
  const professionalsUrl = 'https://pro.homefinder.example/ch';
  const withProfessionals = (portalChange: Partial<Portal> = {}) => ({
    requestContext: {
      ...pageContextOf().requestContext,
      portal: { ...portal, dashboard, professionalsUrl, ...portalChange },
    },
  });
  const agent = {
    state: 'UserAuthenticated',
    userId: 7,
    profileId: 3,
    expiresAt: null,
    csrfToken: 'x',
    fullName: 'Ana',
    accountsRoles: [{ role: 'Agent', accountId: 12 }],
  };
  /** The navigation bars' links: the header's, then the mobile bar's. */
  const navigationLinksOf = (html: string) =>
    [...html.matchAll(/<nav[^>]*aria-label="Shell.Navigation.Label"[^>]*>([\s\S]*?)<\/nav>/g)].map((nav) =>
      [...nav[1].matchAll(/<a ([^>]*)>[\s\S]*?<\/a>/g)].map((a) => a[0]),
    );

  it('gives a signed-in agent the Agent Dashboard link in the header and the mobile bar, Professionals nowhere there', () => {
    const [header, mobileBar] = navigationLinksOf(
      render(
        <Shell>
          <p />
        </Shell>,
        pageContextOf({ identity: agent, ...withProfessionals() }),
      ),
    );
    for (const links of [header, mobileBar]) {
      const dashboardLinks = links.filter((link) => link.includes('Shell.Navigation.AgentDashboard'));
      expect(dashboardLinks).toHaveLength(1);
      expect(dashboardLinks[0]).toContain(`href="${dashboard.loginUrl}"`);
      expect(links.join('')).not.toContain('Shell.Navigation.Professionals');
    }
  });

  it('gives guests and other users the Professionals link instead, once per bar', () => {
    const user = { ...agent, accountsRoles: [] };
    for (const identity of [undefined, user]) {
      const [header, mobileBar] = navigationLinksOf(
        render(
          <Shell>
            <p />
          </Shell>,
          pageContextOf({ identity, ...withProfessionals() }),
        ),
      );
      for (const links of [header, mobileBar]) {
        expect(
          links
            .filter((link) => link.includes('Shell.Navigation.Professionals'))
            .map((link) => /href="([^"]+)"/.exec(link)?.[1]),
        ).toEqual([professionalsUrl]);
        expect(links.join('')).not.toContain('Shell.Navigation.AgentDashboard');
      }
    }
  });

  it('gives the agent Professionals while PS_FLAG_SWITCH_TO_DASHBOARD is off, and neither without a professionals site', () => {
    const flagOff = withProfessionals({ featureFlags: { ...portal.featureFlags, PS_FLAG_SWITCH_TO_DASHBOARD: false } });
    const [header] = navigationLinksOf(
      render(
        <Shell>
          <p />
        </Shell>,
        pageContextOf({ identity: agent, ...flagOff }),
      ),
    );
    expect(header.join('')).toContain('Shell.Navigation.Professionals');
    expect(header.join('')).not.toContain('Shell.Navigation.AgentDashboard');
    const bare = withProfessionals({
      featureFlags: { ...portal.featureFlags, PS_FLAG_SWITCH_TO_DASHBOARD: false },
      professionalsUrl: undefined,
    });
    const html = navigationLinksOf(
      render(
        <Shell>
          <p />
        </Shell>,
        pageContextOf({ identity: agent, ...bare }),
      ),
    )
      .flat()
      .join('');
    expect(html).not.toMatch(/Shell\.Navigation\.(AgentDashboard|Professionals)/);
  });
});
