import type { Container } from 'inversify';
import type { Context, Middleware } from 'koa';
import { AccessTokenVerifier, ProfilesRepository, UsersRepository } from '#application/identity/ports';
import { toProfile } from '#application/identity/queries/GetProfile';
import { CreateProfile } from '#application/identity/tokens';
import type { IdentityConfig } from '#config/identity/IdentityConfig';
import type { IdentityView } from '#domain/identity/IdentityView';
import type { Profile } from '#domain/identity/Profile';
import type { AuthSession } from '#domain/identity/TokenClaims';
import { parseNotifCookie } from '#domain/identity/NotifCookie';
import { PORTAL_ROUTES } from '#application/portal/svcRoutes';
import { decideTokenRefresh } from '#domain/identity/TokenRefreshDecision';
import { isFullUser } from '#domain/identity/AuthenticationRules';
import { GCLID_COOKIE, isGuestProfileBirth, validGclid } from '#domain/identity/GuestProfileBirth';
import { csrfTokenOf, isSafeMethod, passesCsrfCheck, rejectCsrf } from './csrf';
import {
  clearTokenCookies,
  readProfileCookie,
  reconcileSignedInMarker,
  setProfileCookie,
  setTokenCookies,
} from './identityCookies';
import { COOKIES, IDENTITY_PREFIX, PROFILE_GRANT } from './identityConstants';
import { RefreshMemo } from './RefreshMemo';
import { TokenEndpoint, TokenEndpointError, type TokenResponse } from './TokenEndpoint';

/** How long the answer to one refresh token serves the other calls that still hold it (RefreshMemo). */
const REFRESH_GRACE_MS = 30_000;

export interface ResolvedIdentity {
  view: IdentityView;
  session?: AuthSession;
  accessToken?: string;
  profile?: Profile;
  /**
   * A full page load's view holds what the token says; this loads the rest (name, roles, consent)
   * once, when the page is rendered for the visitor rather than shared (docs/pages.md §5).
   */
  loadView?: () => Promise<IdentityView>;
  /**
   * Gives the browser the CSRF cookie the view names, when it had none. A page load holds it back
   * (a shared page sets no cookie); SSR calls this when the page turns out to be the visitor's own.
   */
  commitCookies?: () => void;
}

declare module 'koa' {
  interface DefaultState {
    identity?: ResolvedIdentity;
  }
}

/**
 * Step 1 of every page and /svc call, after regional (ARCHITECTURE "Data flow": profile and auth
 * state from the cookies token, refreshToken, profile). A missing or expired access token is
 * refreshed (document 000 §4): with the refresh token for a user, else with the profile for a
 * guest; a visitor with neither stays GuestUnknown with no row and no token until a write creates
 * their profile (domain/identity/GuestProfileBirth). Crawlers skip all of it. A refresh that the
 * provider refuses ends the session; one that fails otherwise is logged and rethrown.
 * Browser calls to /svc carry the HttpOnly token cookie, which becomes the bearer here, after the
 * CSRF check for anything that changes state.
 */
export class IdentitySession {
  private readonly tokens: TokenEndpoint;
  private readonly refreshes = new RefreshMemo<TokenResponse>(REFRESH_GRACE_MS);

  constructor(
    private readonly root: Container,
    private readonly config: IdentityConfig,
    private readonly production: boolean,
  ) {
    this.tokens = new TokenEndpoint(config.keys.portalClientSecret);
  }

  middleware(): Middleware {
    return async (ctx, next) => {
      const svc = ctx.path.startsWith('/svc/') && !ctx.path.startsWith(`${IDENTITY_PREFIX}/`);
      const page =
        (ctx.method === 'GET' || ctx.method === 'HEAD') &&
        ctx.accepts('html') === 'html' &&
        !ctx.path.startsWith('/svc/') &&
        !/\.[a-z0-9]{1,5}$/i.test(ctx.path);
      // Client-side navigation fetches the next page's context as JSON: the same visitor, no new profile.
      const pageData = ctx.method === 'GET' && ctx.path.endsWith('.pageContext.json') && !ctx.path.startsWith('/svc/');
      if (!svc && !page && !pageData) return next();
      // A /svc call needs only the bearer; the view (name, roles, consent: two lookups) is for pages
      // and for the personal part of a shared page (docs/pages.md).
      const personalPart =
        ctx.method === PORTAL_ROUTES.visitor.method && ctx.path === `/svc${PORTAL_ROUTES.visitor.path}`;
      // A page view writes nothing and sets no cookie (docs/pages.md "When a profile is born"): a
      // full page load is shared unless it turns out to be the visitor's own, and its view's lookups
      // wait until then (loadView); client navigation and the personal part need them now. A /svc
      // write that acts for a profile the browser does not hold yet creates it, once the CSRF check
      // passed (the personal part gave the browser its CSRF cookie).
      const birth =
        svc &&
        !isSafeMethod(ctx.method) &&
        !ctx.get('authorization') &&
        isGuestProfileBirth(ctx.method, ctx.path) &&
        passesCsrfCheck(ctx);
      const resolved = await this.resolve(ctx, {
        createProfile: birth,
        view: pageData || personalPart,
        deferCookies: page,
      });
      if (page) {
        // Document 000 §7: the notif cookie is read on the server, shown as a notification and cleared.
        const notification = parseNotifCookie(ctx.cookies.get(COOKIES.notif));
        if (ctx.cookies.get(COOKIES.notif) !== undefined) ctx.cookies.set(COOKIES.notif, null, { path: '/' });
        if (notification) resolved.view = { ...resolved.view, notification };
        let loaded: Promise<IdentityView> | undefined;
        resolved.loadView = () =>
          (loaded ??= this.withView(resolved).then((full) => ({
            ...full.view,
            ...(notification && { notification }),
          })));
      }
      // The shared page's account area reads the marker before the personal part arrives: keep it true
      // (a session that began before it existed, ended by a refused refresh, or expired).
      if ((page || personalPart) && !ctx.state.requestContext.isCrawler) {
        const { userId, state } = resolved.view;
        reconcileSignedInMarker(ctx, this.production, state !== null && isFullUser({ userId, state }));
      }
      ctx.state.identity = resolved;
      if (svc && !ctx.get('authorization') && resolved.accessToken) {
        if (!isSafeMethod(ctx.method) && !passesCsrfCheck(ctx)) return rejectCsrf(ctx);
        ctx.request.headers.authorization = `Bearer ${resolved.accessToken}`;
      }
      await next();
    };
  }

  /** The visitor's identity for a call outside pages and /svc (no profile is created here). */
  current(ctx: Context): Promise<ResolvedIdentity> {
    return this.resolve(ctx, { createProfile: false, view: true });
  }

  /**
   * The browser asks for its guest profile before a write that names it (cookie choices, regional
   * settings: `POST /auth/guest`): the one it holds, or a new one (document 000 §7 POST /profiles).
   */
  guest(ctx: Context): Promise<ResolvedIdentity> {
    return this.resolve(ctx, { createProfile: true, view: true });
  }

  /** The browser asked for a refresh (/auth/refresh): always a new token, whatever the old one's age. */
  async refresh(ctx: Context): Promise<ResolvedIdentity | undefined> {
    const resolved = await this.resolve(ctx, { createProfile: false, force: true, view: true });
    return resolved.session ? resolved : undefined;
  }

  private async resolve(
    ctx: Context,
    options: { createProfile: boolean; force?: boolean; view: boolean; deferCookies?: boolean },
  ): Promise<ResolvedIdentity> {
    const csrf = csrfTokenOf(ctx, this.production);
    const csrfToken = csrf.token;
    if (!options.deferCookies) csrf.commit();
    const { requestContext } = ctx.state;
    const empty: ResolvedIdentity = {
      view: {
        state: null,
        userId: null,
        profileId: null,
        expiresAt: null,
        csrfToken,
        fullName: null,
        hasCookiesConsent: false,
        accountsRoles: [],
      },
      commitCookies: csrf.commit,
    };
    if (requestContext.isCrawler) return { view: empty.view };
    const verifier = this.root.get(AccessTokenVerifier);
    const held = ctx.cookies.get(COOKIES.token);
    const verified = held ? await verifier.verify(held) : undefined;
    const decision = decideTokenRefresh({
      isCrawler: false,
      accessTokenExpiresAt: verified?.ok && !options.force ? verified.value.expiresAt : undefined,
      canRefresh: true,
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    const fresh = decision === 'fresh' && verified?.ok;
    const accessToken = fresh ? held : await this.renew(ctx, options.createProfile);
    if (!accessToken) return empty;
    // A token issued just now is checked but not remembered: a client without cookies never brings it back.
    const session = fresh && verified ? verified : await verifier.verify(accessToken, { justIssued: true });
    if (!session.ok) {
      // Our own provider just issued it: a failure here is a bug (keys out of step), not a visitor's doing.
      throw new Error(`freshly issued access token failed verification: ${session.error.code}`);
    }
    const { expiresAt, ...auth } = session.value;
    const tokenOnly: ResolvedIdentity = {
      session: auth,
      accessToken,
      commitCookies: csrf.commit,
      view: {
        ...empty.view,
        state: auth.state,
        userId: auth.userId,
        profileId: auth.profileIds[0] ?? null,
        expiresAt,
      },
    };
    return options.view ? this.withView(tokenOnly) : tokenOnly;
  }

  /** The view's lookups (two, in parallel): the profile's name and consent, the user's name and roles. */
  private async withView(resolved: ResolvedIdentity): Promise<ResolvedIdentity> {
    const auth = resolved.session;
    if (!auth) return resolved;
    const { csrfToken, expiresAt } = resolved.view;
    const [stored, user] = await Promise.all([
      this.root.get(ProfilesRepository).findById(auth.profileIds[0]),
      auth.userId !== null ? this.root.get(UsersRepository).findById(auth.userId) : undefined,
    ]);
    return {
      session: auth,
      accessToken: resolved.accessToken,
      ...(resolved.commitCookies && { commitCookies: resolved.commitCookies }),
      profile: stored ? toProfile(stored) : undefined,
      view: {
        state: auth.state,
        userId: auth.userId,
        profileId: auth.profileIds[0] ?? null,
        expiresAt,
        csrfToken,
        fullName: user?.fullName ?? stored?.details.fullName ?? null,
        accountsRoles: user?.accountsRoles ?? [],
        hasCookiesConsent: !!stored?.cookiesConsent,
        performanceCookies: stored?.cookiesConsent ? stored.cookiesConsent.performanceCookies : null,
      },
    };
  }

  /** A new access token: refresh token first, then the profile, then (a write that needs one) a new profile. */
  private async renew(ctx: Context, createProfile: boolean): Promise<string | undefined> {
    const refreshToken = ctx.cookies.get(COOKIES.refreshToken);
    if (refreshToken) {
      try {
        const response = await this.refreshes.once(refreshToken, () =>
          this.tokens.token(ctx, { grant_type: 'refresh_token', refresh_token: refreshToken }),
        );
        setTokenCookies(ctx, this.production, {
          accessToken: response.access_token,
          expiresIn: response.expires_in,
          refreshToken: response.refresh_token,
        });
        return response.access_token;
      } catch (failure) {
        if (!(failure instanceof TokenEndpointError) || failure.status >= 500) {
          ctx.state.log?.error({ err: failure }, 'token refresh failed');
          throw failure;
        }
        // Revoked, expired or replayed: the session is over; the profile carries on as a guest.
        ctx.state.log?.info({ error: failure.error }, 'refresh token refused: session ended');
        clearTokenCookies(ctx, this.production);
      }
    }
    const profile = readProfileCookie(ctx);
    if (profile) {
      const token = await this.guestToken(ctx, profile.profileId, profile.secret);
      if (token) return token;
    }
    if (!createProfile) return undefined;
    const { requestContext } = ctx.state;
    // Document 000 §2 "gclid is saved": the browser kept the landing URL's in a cookie until now.
    const gclid = validGclid(ctx.cookies.get(GCLID_COOKIE));
    const created = await this.root.get(CreateProfile).execute({
      regionalSettings: {
        culture: requestContext.culture,
        language: requestContext.culture,
        currencyId: requestContext.currency,
        ...(requestContext.portal.countryISO ? { countryISO: requestContext.portal.countryISO } : {}),
      },
      isCrawler: false,
      ...(gclid ? { gclid } : {}),
    });
    if (ctx.cookies.get(GCLID_COOKIE) !== undefined)
      ctx.cookies.set(GCLID_COOKIE, null, { path: '/', httpOnly: false });
    setProfileCookie(ctx, this.production, created.profile.id, created.secret);
    return this.guestToken(ctx, created.profile.id, created.secret);
  }

  private async guestToken(ctx: Context, profileId: number, secret: string): Promise<string | undefined> {
    try {
      const response = await this.tokens.token(ctx, {
        grant_type: PROFILE_GRANT,
        profile_id: String(profileId),
        profile_secret: secret,
      });
      setTokenCookies(ctx, this.production, { accessToken: response.access_token, expiresIn: response.expires_in });
      return response.access_token;
    } catch (failure) {
      if (failure instanceof TokenEndpointError && failure.status < 500) return undefined;
      ctx.state.log?.error({ err: failure }, 'guest token request failed');
      throw failure;
    }
  }
}
