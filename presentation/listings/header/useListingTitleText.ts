import type { ListingTitleView } from '#domain/listings/ListingTitle';
import { type Translate, useT } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';

/** The title as text in the visitor's language, filling the generated form when the owner gave none. */
export function titleText(
  title: ListingTitleView,
  t: Translate,
  cut: 'full' | 'display' | 'headline' = 'full',
): string {
  return title.kind === 'text' ? title[cut] : t(title.messageKey, title.values);
}

/** The page's full title (alt texts, share text); the heading shows the display cut. */
export function useListingTitleText(cut: 'full' | 'display' | 'headline' = 'full'): string {
  const page = useListingPage();
  return titleText(page.title, useT(), cut);
}
