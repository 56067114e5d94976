import type { PlaceChild } from '#application/places/queries/GetPlaceChildren';
import type { Place } from '#domain/places/Place';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { ServiceClient } from '#infrastructure/shared/http/ServiceClient';

/** GET /places/{id}/children (document 001 §7 "Places") over the seed contract at /places. */
export class HttpPlaceChildren {
  constructor(private readonly client: ServiceClient) {}

  execute(query: { id: string }): Promise<Result<{ place: Place; children: PlaceChild[] }, DomainError>> {
    return this.client.request('GET', `/places/places/${encodeURIComponent(query.id)}/children`);
  }
}
