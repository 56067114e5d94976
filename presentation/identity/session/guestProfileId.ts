import type { SessionService } from '#application/identity/ports';

/**
 * The browser's guest profile, born now if it has none (POST /auth/guest), or null when it cannot
 * be had: a page view bears no profile, so a write that names one asks for it first (docs/pages.md
 * "When a profile is born").
 */
export async function guestProfileId(session: SessionService): Promise<number | null> {
  const guest = await session.guest();
  return guest.ok ? guest.value.profileId : null;
}
