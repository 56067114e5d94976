import type { NavigationInput, ShellPageKind } from '#domain/portal/Navigation';
import type { PageRobots } from '#domain/portal/Robots';
import type { PortalWorld } from '#features/support/world';

/** What the portal (shell) steps share within a scenario. */
export interface PortalScenario {
  navigation: NavigationInput;
  page: { kind: ShellPageKind; archived: boolean; drawing: boolean };
  robots: { portalIndexable: boolean; culture: string; page: PageRobots; errorPage: boolean };
  /** The value a When step produced, read by the Then steps. */
  outcome?: unknown;
}

declare module '../../support/world' {
  interface ScenarioState {
    portal: PortalScenario;
  }
}

export function portal(world: PortalWorld): PortalScenario {
  return world.slice('portal', () => ({
    navigation: { featureFlags: { PS_FLAG_CHAT: true }, valuation: true, allowUsers: true, signedIn: false },
    page: { kind: 'other', archived: false, drawing: false },
    robots: { portalIndexable: true, culture: 'en', page: {}, errorPage: false },
  }));
}

/** "a, b, c" → ['a', 'b', 'c'] */
export const listOf = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
