import type { Context } from 'koa';
import { ListFavorites } from '#application/listings/tokens';
import { hasFavoritesAccess } from '#domain/identity/AuthenticationRules';
import type { PersonalPart } from '#domain/portal/PersonalPart';

/**
 * The favourites of the personal part (docs/pages.md): the hearts and the navigation counter of a
 * shared page come from here after hydration, never from its cached HTML. Undefined for visitors
 * without favourites access (document 000 §4), and when the service fails (the page then shows
 * empty hearts, as a guest would see it, rather than no page).
 */
export async function favoritesPartOf(ctx: Context): Promise<PersonalPart['favorites']> {
  const session = ctx.state.identity?.session;
  if (!session || !hasFavoritesAccess(session.state)) return undefined;
  const result = await ctx.state.container.get(ListFavorites).execute({
    mode: 'ListingIds',
    caller: { state: session.state, userId: session.userId, profileId: session.profileIds[0] },
  });
  if (!result.ok) {
    ctx.state.log?.warn({ error: result.error }, 'favourites for the personal part failed');
    return undefined;
  }
  return result.value;
}
