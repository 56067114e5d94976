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

  it("keeps the saved searches' unread total for the navigation counter, never below zero (issue 12 §2)", () => {
    const vm = new NavigationViewModel();
    vm.setSavedSearchesUnread(7);
    expect(vm.savedSearchesUnread).toBe(7);
    vm.setSavedSearchesUnread(-1);
    expect(vm.savedSearchesUnread).toBe(0);
  });
});
