import type { ServiceIdentifier } from 'inversify';
import type { PersonalPart } from '#domain/portal/PersonalPart';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';

/** Where a shared page gets its personal part after hydration (docs/pages.md). */
export interface PersonalPartService {
  personalPart(): Promise<Result<PersonalPart, DomainError>>;
}
export const PersonalPartService: ServiceIdentifier<PersonalPartService> = Symbol.for('portal.PersonalPartService');
