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
  /** Puts the cursor in the page's place box (the header's, or the home page's own); none without one. */
  private placeBox: (() => void) | null = null;

  constructor() {
    makeAutoObservable<this, 'placeBox'>(this, { placeBox: false }, { autoBind: true });
  }

  /** The page's place box says it is there; the returned function says it has gone. */
  registerPlaceBox(focus: () => void): () => void {
    this.placeBox = focus;
    return () => {
      if (this.placeBox === focus) this.placeBox = null;
    };
  }

  /**
   * The bottom bar's Search on a phone opens the place box, as the big portals put the place first
   * on mobile: true when the page has one (its cursor is in it now), false to follow the link.
   */
  openPlaceSearch(): boolean {
    if (!this.placeBox) return false;
    this.placeBox();
    return true;
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
