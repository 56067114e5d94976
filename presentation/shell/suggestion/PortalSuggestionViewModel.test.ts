import { autorun } from 'mobx';
import { suggestPortal } from '#domain/portal/PortalSuggestion';
import {
  PortalSuggestionViewModel,
  type PortalSuggestionState,
  type SuggestionBrowser,
} from './PortalSuggestionViewModel';

function recordingBrowser() {
  const calls: string[] = [];
  const browser: SuggestionBrowser = { setCookie: (name, value, maxAge) => calls.push(`${name}=${value} ${maxAge}`) };
  return { browser, calls };
}

const suggestion = suggestPortal({
  currentPortalId: 'international',
  visitorCountry: 'CH',
  currentCulture: 'de',
  dismissed: false,
  isCrawler: false,
});
const page: PortalSuggestionState = { suggestion, url: 'https://www.homefinder.ch/?c=de', dismissedByUrl: false };

describe('PortalSuggestionViewModel', () => {
  it('shows the suggestion until dismissed, and remembers the dismissal for a year', () => {
    const { browser, calls } = recordingBrowser();
    const vm = new PortalSuggestionViewModel(browser);
    expect(vm.visible(page)).toBe(true);
    vm.rememberUrlDismissal(page);
    expect(calls).toEqual([]);
    vm.dismiss();
    expect(vm.visible(page)).toBe(false);
    expect(vm.visible({ ...page, url: 'https://www.homefinder.ch/search?c=de' })).toBe(false);
    expect(calls).toEqual(['cultureSuggestion=dismissed 31536000']);
  });

  it('stays hidden with ?dismissPortalSuggestion=true, on that page and the ones after it, and remembers that too', () => {
    const { browser, calls } = recordingBrowser();
    const vm = new PortalSuggestionViewModel(browser);
    expect(vm.visible({ ...page, dismissedByUrl: true })).toBe(false);
    vm.rememberUrlDismissal({ dismissedByUrl: true });
    expect(vm.visible(page)).toBe(false);
    expect(calls).toEqual(['cultureSuggestion=dismissed 31536000']);
  });

  it('lets an observer see the dismissal (visible() is tracked, not an untracked action)', () => {
    const vm = new PortalSuggestionViewModel(recordingBrowser().browser);
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(vm.visible(page)));
    vm.dismiss();
    stop();
    expect(seen).toEqual([true, false]);
  });

  it('shows nothing without a suggestion', () => {
    expect(
      new PortalSuggestionViewModel(recordingBrowser().browser).visible({
        suggestion: null,
        url: null,
        dismissedByUrl: false,
      }),
    ).toBe(false);
  });
});
