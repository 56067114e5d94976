import { NavigationViewModel } from './NavigationViewModel';

describe('NavigationViewModel', () => {
  it('hides the mobile bar while drawing on the search page only', () => {
    const vm = new NavigationViewModel();
    expect(vm.mobileBarHidden({ page: 'search' })).toBe(false);
    vm.setDrawingOnSearch(true);
    expect(vm.mobileBarHidden({ page: 'search' })).toBe(true);
    expect(vm.mobileBarHidden({ page: 'home' })).toBe(false);
  });

  it('hides it on an archived listing whatever the drawing state', () => {
    expect(new NavigationViewModel().mobileBarHidden({ page: 'listing', archived: true })).toBe(true);
  });

  it('never counts below zero', () => {
    const vm = new NavigationViewModel();
    vm.setFavoritesTotal(-2);
    vm.setUnreadMessages(120);
    expect([vm.favoritesTotal, vm.unreadMessages]).toEqual([0, 120]);
  });

  it("keeps the saved searches' unread total for the navigation counter, never below zero", () => {
    const vm = new NavigationViewModel();
    vm.setSavedSearchesUnread(7);
    expect(vm.savedSearchesUnread).toBe(7);
    vm.setSavedSearchesUnread(-1);
    expect(vm.savedSearchesUnread).toBe(0);
  });

  it("opens the page's place box from the bottom bar's Search, and follows the link without one (no way to type a place otherwise)", () => {
    const vm = new NavigationViewModel();
    expect(vm.openPlaceSearch()).toBe(false);
    let focused = 0;
    const gone = vm.registerPlaceBox(() => (focused += 1));
    expect(vm.openPlaceSearch()).toBe(true);
    expect(focused).toBe(1);
    gone();
    expect(vm.openPlaceSearch()).toBe(false);
    expect(focused).toBe(1);
  });

  it("keeps the newer page's box when the older one says it has gone after it came", () => {
    const vm = new NavigationViewModel();
    const focused: string[] = [];
    const oldGone = vm.registerPlaceBox(() => focused.push('old'));
    vm.registerPlaceBox(() => focused.push('new'));
    oldGone();
    expect(vm.openPlaceSearch()).toBe(true);
    expect(focused).toEqual(['new']);
  });
});
