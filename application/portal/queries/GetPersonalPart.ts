import { inject, injectable } from 'inversify';
import type { PersonalPart } from '#domain/portal/PersonalPart';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { PersonalPartService } from '../ports';

/** A shared page's personal part, read once after hydration (docs/pages.md): the visitor's identity, favourites, visitor. */
@injectable()
export class GetPersonalPartHandler {
  constructor(@inject(PersonalPartService) private readonly service: PersonalPartService) {}

  execute(): Promise<Result<PersonalPart, DomainError>> {
    return this.service.personalPart();
  }
}
