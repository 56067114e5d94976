import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { isMobileNavigationHidden, type MobileNavigationContext } from '#domain/portal/Navigation';

/**
 * The navigation state other contexts change while a page is open: the favourites total and
 * unread messages shown in the count bubbles, and whether the visitor is drawing on the
 * search map (which hides the mobile bar). Totals start at zero: the favourites and chat
 * contexts set them once they know.
 */
@injectable()
export class NavigationViewModel {
  favoritesTotal = 0;
  unreadMessages = 0;
  /** New listings in the visitor's saved searches since each was last opened (their unreadTotal summed). */
  savedSearchesUnread = 0;
  drawingOnSearch = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setFavoritesTotal(total: number): void {
    this.favoritesTotal = Math.max(0, total);
  }

  setSavedSearchesUnread(total: number): void {
    this.savedSearchesUnread = Math.max(0, total);
  }

  setUnreadMessages(total: number): void {
    this.unreadMessages = Math.max(0, total);
  }

  setDrawingOnSearch(drawing: boolean): void {
    this.drawingOnSearch = drawing;
  }

  /** The page's own hints (presentation/shell/ShellHints) plus the drawing state. */
  mobileBarHidden(page: Omit<MobileNavigationContext, 'drawingOnSearch'>): boolean {
    return isMobileNavigationHidden({ ...page, drawingOnSearch: this.drawingOnSearch });
  }
}
