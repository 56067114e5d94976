import { inject, injectable } from 'inversify';
import { type CountryGroup, groupCountries } from '#domain/places/countries/countryGroups';
import type { Place } from '#domain/places/Place';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { CountryListingCounts, PlacesService } from '../ports';

export interface CountryListEntry {
  countryISO: string;
  name: string;
  listingCount: number;
  place: Place;
}

export interface AllCountries {
  groups: { group: CountryGroup; countries: CountryListEntry[] }[];
}

/** /all-countries (document 000 §2): every country place, its live listings counted, grouped by continent. */
@injectable()
export class LoadAllCountriesHandler {
  constructor(
    @inject(PlacesService) private readonly places: PlacesService,
    @inject(CountryListingCounts) private readonly counts: CountryListingCounts,
  ) {}

  async execute(query: { language: string }): Promise<Result<AllCountries, DomainError>> {
    const [countries, counts] = await Promise.all([
      this.places.listPlaces({ placeType: 'country' }),
      this.counts.countsByCountry(),
    ]);
    if (!countries.ok) return countries;
    const entries = countries.value.map((place) => ({
      countryISO: place.countryISO,
      name: place.names[query.language] ?? place.names.en ?? place.countryISO,
      listingCount: counts[place.countryISO] ?? 0,
      place,
    }));
    return ok({ groups: groupCountries(entries, query.language) });
  }
}
