/**
 * When a guest profile is born (document 000 §3 Profile, §7 "POST /profiles profile creation").
 *
 * A page view writes nothing: a visitor stays GuestUnknown, with no profile row and no token,
 * until they first do something the profile is for. Those acts, and only those, create one:
 * accepting or saving cookie choices, a favourite, saving a search, a lead, a mortgage quote, a valuation, a
 * regional setting saved to the profile, a sign-in (docs/pages.md "When a profile is born").
 *
 * Cookie choices, regional settings and favourites go through their own routes, which need the
 * profile's id (the browser asks for its profile first, `POST /auth/guest`); a sign-in makes its
 * own (CompleteLogin). What remains are the /svc writes that act for the caller's profile
 * without naming it: those are listed here, by method and path under /svc.
 */
const BORN_BY: readonly { method: string; path: RegExp }[] = [
  // Document 001 §4 "Lead submit" and the lead-like offers of document 001 §5.
  { method: 'POST', path: /^\/svc\/leads\/leads(\/[A-Za-z]+)?$/ },
  { method: 'POST', path: /^\/svc\/financing\/rentalDepositInsuranceOffers$/ },
  // Document 001 §7 "Financing": a mortgage quote is the profile's (its latest one is shown again).
  { method: 'POST', path: /^\/svc\/financing\/mortgagequotes$/ },
  // Document 002 §4: the valuation wizard stores the owner's property.
  { method: 'POST', path: /^\/svc\/valuation\/properties$/ },
];

/** Whether this /svc call, from a browser that holds no profile yet, is one that creates it. */
export function isGuestProfileBirth(method: string, path: string): boolean {
  return BORN_BY.some((rule) => rule.method === method && rule.path.test(path));
}

/**
 * A Google click id as the landing URL carried it (document 000 §2: "gclid is saved"): kept by
 * the browser in a cookie until a profile exists, then stored with it. An opaque token; a sane
 * bound keeps junk out of storage.
 */
export function validGclid(value: string | undefined | null): string | undefined {
  return value && /^[\w-]{1,200}$/.test(value) ? value : undefined;
}

/** The cookie the browser keeps the landing gclid in until the profile is born. */
export const GCLID_COOKIE = 'gclid';
