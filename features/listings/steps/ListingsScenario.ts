import type { Listing } from '#domain/listings/Listing';
import { aListing } from '#test/mothers/domain/ListingMother';
import type { PortalWorld } from '#features/support/world';

/** What the listings steps share within a scenario: the listing under test and the last outcome. */
export interface ListingsScenario {
  listing: Listing;
  /** The value a When step produced, read by the Then steps. */
  outcome?: unknown;
  /** The error a When step threw, when the rule says it throws. */
  thrown?: Error;
}

declare module '../../support/world' {
  interface ScenarioState {
    listings: ListingsScenario;
  }
}

export function listings(world: PortalWorld): ListingsScenario {
  return world.slice('listings', () => ({ listing: aListing() }));
}

/** Runs a rule that may throw, keeping either its value or its error for the Then steps. */
export function attempt(scenario: ListingsScenario, rule: () => unknown): void {
  try {
    scenario.outcome = rule();
    scenario.thrown = undefined;
  } catch (error) {
    scenario.thrown = error instanceof Error ? error : new Error(String(error));
  }
}

/** Intl puts no-break spaces (U+00A0, U+202F) in numbers; Gherkin tables hold plain spaces. */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/gu, ' ');
}
