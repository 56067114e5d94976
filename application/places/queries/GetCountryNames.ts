import { injectable } from 'inversify';
import { type CountryName, countryNames } from '#domain/places/countries/countryNames';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';

/** GET /api/countrynames (language), document 001 §7 "Local": every country's name in the language. */
@injectable()
export class GetCountryNamesHandler {
  execute(query: { language: string }): Result<CountryName[], DomainError> {
    return ok(countryNames(query.language));
  }
}
