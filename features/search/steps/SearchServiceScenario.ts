import os from 'node:os';
import path from 'node:path';
import { Before } from '@cucumber/cucumber';
import type { Container } from 'inversify';
import type { SearchCaller } from '#application/search/ports';
import { composeTestRoot } from '#config/di/composeTestRoot';
import { PORTALS } from '#config/portals';
import type { Place } from '#domain/places/Place';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { SearchFilters } from '#domain/search/SearchFilters';
import { openDatabase } from '#infrastructure/db/Database';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import type { SqlSearchEngine } from '#infrastructure/search/sql/SqlSearchEngine';
import type { PortalWorld } from '#features/support/world';
import { searchPortalRulesOf } from '#application/search/ports';

/** What the search service steps share within a scenario. */
export interface SearchServiceScenario {
  place?: Pick<Place, 'type' | 'viewport' | 'latitude' | 'longitude'>;
  filters: SearchFilters;
  luxury?: { min: number; max: number; active: boolean };
  /** The last outcome a When step produced. */
  outcome?: Result<unknown, DomainError> | unknown;
  storedId?: number;
}

declare module '../../support/world' {
  interface ScenarioState {
    searchService: SearchServiceScenario;
  }
}

export function searchService(world: PortalWorld): SearchServiceScenario {
  return world.slice('searchService', () => ({ filters: {} }));
}

/** A square viewport at the equator whose diagonal is `diagonalM` metres. */
export function viewportOfDiagonal(diagonalM: number): Place['viewport'] {
  const metresPerDegree = (2 * Math.PI * 6371000) / 360;
  const half = diagonalM / (2 * Math.SQRT2 * metresPerDegree);
  return { northeast: { lat: half, lng: half }, southwest: { lat: -half, lng: -half } };
}

export function callerFor(options: { crawler?: boolean; profileId?: string } = {}): SearchCaller {
  const p = PORTALS.international;
  return {
    language: 'en',
    isCrawler: options.crawler ?? false,
    ...(options.profileId
      ? { profileId: options.profileId, ownProfileIds: [options.profileId], authState: 'GuestIdentified' as const }
      : {}),
    portal: searchPortalRulesOf(p),
  };
}

let embedded: Promise<Container> | undefined;

/**
 * The embedded searches service on an in-memory database with a small demo data set, started once
 * for every @service scenario of the run (seeding the place geography is what takes the time).
 */
export function embeddedSearch(): Promise<Container> {
  embedded ??= (async () => {
    const database = await openDatabase({ inMemory: true });
    await seedDemoData(database.db, {
      listings: 400,
      seed: 42,
      now: new Date('2026-03-02T00:00:00Z'),
      mediaDir: path.join(os.tmpdir(), 'homefinder-search-test-media'),
    });
    const container = composeTestRoot(database.db);
    const { SearchEngine } = await import('#application/search/ports');
    await (container.get(SearchEngine) as SqlSearchEngine).whenIndexReady();
    process.once('beforeExit', () => void database.close());
    return container;
  })();
  return embedded;
}

/** @service scenarios start the embedded service first (once a run), with time to seed it. */
Before({ tags: '@service', timeout: 300_000 }, async () => {
  await embeddedSearch();
});
