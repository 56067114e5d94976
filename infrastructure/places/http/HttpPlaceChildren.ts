import type { PlaceChild } from '#application/places/queries/GetPlaceChildren';
import type { Place } from '#domain/places/Place';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { PLACES_ROUTES } from '#application/places/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';

/** GET /places/{id}/children (document 001 §7 "Places") over the seed contract at /places. */
export class HttpPlaceChildren {
  constructor(private readonly client: ServiceClient) {}

  execute(query: { id: string }): Promise<Result<{ place: Place; children: PlaceChild[] }, DomainError>> {
    return this.client.request(PLACES_ROUTES.children.method, pathOf(PLACES_ROUTES.children, { id: query.id }));
  }
}
