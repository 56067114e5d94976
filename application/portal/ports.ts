import type { ServiceIdentifier } from 'inversify';
import type { PageChanges } from '#domain/portal/PageInvalidation';
import type { PersonalPart } from '#domain/portal/PersonalPart';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';

/** Where a shared page gets its personal part after hydration (docs/pages.md). */
export interface PersonalPartService {
  personalPart(): Promise<Result<PersonalPart, DomainError>>;
}
export const PersonalPartService: ServiceIdentifier<PersonalPartService> = Symbol.for('portal.PersonalPartService');

/** The listing change log as the page cache reads it: what changed since its last read (docs/pages.md). */
export interface PageChangeLog {
  read(): Promise<PageChanges>;
}
export const PageChangeLog: ServiceIdentifier<PageChangeLog> = Symbol.for('portal.PageChangeLog');

/** A cache under the pages that must forget changed listings before a page is rendered again. */
export interface ListingsReadCache {
  forget(ids: Iterable<number> | 'all'): void;
}
export const ListingsReadCache: ServiceIdentifier<ListingsReadCache> = Symbol.for('portal.ListingsReadCache');
