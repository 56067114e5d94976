import type { ServiceIdentifier } from 'inversify';

/**
 * The in-memory search index of the embedded searches service. On by default: it answers
 * searches over a million listings in milliseconds where SQL scans take hundreds. Off, every
 * search is SQL (also used until the index has loaded).
 */
export interface SearchIndexSettings {
  enabled: boolean;
  /** How often the change log is replayed (ms). */
  refreshMs?: number;
  log?: (message: string) => void;
}
export const SearchIndexSettings: ServiceIdentifier<SearchIndexSettings> = Symbol.for('search.SearchIndexSettings');
