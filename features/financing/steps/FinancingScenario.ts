import type { Listing } from '#domain/listings/Listing';
import { aListing } from '#test/mothers/domain/ListingMother';
import type { PortalWorld } from '#features/support/world';

/** What the financing steps share within a scenario: the listing under test and the last outcome. */
export interface FinancingScenario {
  listing: Listing;
  outcome?: unknown;
  /** The lead calls the browser posted since a step started listening. */
  leadsPosted?: string[];
  /** The language the listing page was opened in (features/listings LANGUAGES names). */
  language?: string;
}

declare module '../../support/world' {
  interface ScenarioState {
    financing: FinancingScenario;
  }
}

export function financing(world: PortalWorld): FinancingScenario {
  return world.slice('financing', () => ({ listing: aListing() }));
}
