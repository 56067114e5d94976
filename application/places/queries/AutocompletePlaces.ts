import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type AutocompleteQuery, type PlacePrediction, PlacesService } from '../ports';

// The query and its answer, for callers that name them (presentation reads no port).
export type { AutocompleteQuery, PlacePrediction };

/** Document 001 §9: "Suggest: radius 100000 … countries restricted to allowed ones". */
export const SUGGEST_RADIUS_M = 100000;

/** GET /places/autocomplete: predictions for what the visitor typed. */
@injectable()
export class AutocompletePlacesHandler {
  constructor(@inject(PlacesService) private readonly places: PlacesService) {}

  execute(query: AutocompleteQuery): Promise<Result<PlacePrediction[], DomainError>> {
    return this.places.autocomplete({ ...query, radius: query.radius ?? SUGGEST_RADIUS_M });
  }
}
