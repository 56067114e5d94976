import type { Page } from 'playwright-core';
import type { PortalWorld } from '#features/support/world';

/** What the search page's browser steps share: the last total seen, and the last raw HTTP answer. */
export interface SearchPageUiScenario {
  total?: number;
  cardIds?: string[];
  response?: { status: number; location: string | null; html: string };
}

declare module '../../support/world' {
  interface ScenarioState {
    searchPageUi: SearchPageUiScenario;
  }
}

export function searchPageUi(world: PortalWorld): SearchPageUiScenario {
  return world.slice('searchPageUi', () => ({}));
}

export { serverUrl as portalUrl } from '#features/support/scenarioAccess';

export { scenarioPage as searchBrowser } from '#features/support/scenarioAccess';

/** The total the page shows (data-total of the count line). */
export async function shownTotal(page: Page): Promise<number> {
  return Number(await page.getByTestId('search-total').getAttribute('data-total'));
}

export async function cardIds(page: Page): Promise<string[]> {
  return page
    .getByTestId('result-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-listing-id') ?? ''));
}

/** Waits until the results differ from `before` and no search is running. */
export async function waitForNewResults(
  page: Page,
  before: { total?: number; ids?: string[] },
  timeout = 60_000,
): Promise<void> {
  await page.waitForFunction(
    ({ total, ids }) => {
      const list = document.querySelector('[data-testid="search-results"]');
      if (!list || list.hasAttribute('data-loading')) return false;
      const shown = Number(document.querySelector('[data-testid="search-total"]')?.getAttribute('data-total'));
      const current = [...document.querySelectorAll('[data-testid="result-card"]')].map(
        (card) => card.getAttribute('data-listing-id') ?? '',
      );
      return (total !== undefined && shown !== total) || (ids !== undefined && current.join() !== ids.join());
    },
    before,
    { timeout },
  );
}
