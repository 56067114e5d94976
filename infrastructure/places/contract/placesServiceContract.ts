import type { PlacesService } from '#application/places/ports';

/** What the places suite needs: the adapter under test, and what the portal allows. */
export interface PlacesContractFixture {
  places: PlacesService;
  allowedCountries: readonly string[];
}

/**
 * THE contract of PlacesService (document 001 §7 "Places"), one list of cases run against every
 * adapter: the embedded SQL service and the http client of /svc/places.
 */
export function describePlacesServiceContract(adapter: string, fixture: () => PlacesContractFixture): void {
  describe(`PlacesService contract: ${adapter}`, () => {
    const places = () => fixture().places;

    it('suggests places for a typed prefix: placeId, mainText, secondaryText', async () => {
      const result = await places().autocomplete({
        input: 'Zür',
        language: 'de',
        allowedCountries: fixture().allowedCountries,
      });
      if (!result.ok) throw new Error(result.error.message);
      const zurich = result.value.find((p) => p.type === 'locality' && p.mainText === 'Zürich');
      expect(zurich).toMatchObject({ secondaryText: 'Zürich, Schweiz' });
      expect(result.value.length).toBeLessThanOrEqual(5);
    });

    it('adds English to the language (document 001 §7) and ranks places near the location first', async () => {
      // Only the English slug is "geneva": found for an Italian visitor, and named in Italian (the place has an Italian name).
      const english = await places().autocomplete({ input: 'Geneva', language: 'it', allowedCountries: ['CH'] });
      expect(english.ok && english.value[0]).toMatchObject({ type: 'locality', mainText: 'Ginevra' });
      const near = await places().autocomplete({
        input: 'sa',
        language: 'fr',
        allowedCountries: ['FR', 'CH'],
        location: { lat: 46.2, lng: 6.15 },
        radius: 100_000,
        count: 3,
      });
      if (!near.ok) throw new Error(near.error.message);
      const found = await places().getPlacesByIds({ placeIds: near.value.map((p) => p.placeId) });
      const distances = found.ok
        ? found.value.places.map((p) => Math.hypot(p.latitude - 46.2, (p.longitude - 6.15) * 0.69) * 111)
        : [];
      expect(distances.every((km) => km < 100)).toBe(true);
    });

    it('keeps to the allowed countries, the components within them, and the types asked for', async () => {
      const result = await places().autocomplete({
        input: 'par',
        language: 'en',
        allowedCountries: ['CH'],
        countries: ['FR', 'CH'],
      });
      const found = result.ok
        ? await places().getPlacesByIds({ placeIds: result.value.map((p) => p.placeId) })
        : undefined;
      expect(found?.ok && found.value.places.every((p) => p.countryISO === 'CH')).toBe(true);
      expect(
        await places().autocomplete({ input: 'par', language: 'en', allowedCountries: ['CH'], countries: ['FR'] }),
      ).toEqual({ ok: true, value: [] });
      const regions = await places().autocomplete({
        input: 'b',
        language: 'en',
        allowedCountries: ['DE'],
        types: ['administrative_area_level_1'],
      });
      expect(
        regions.ok && regions.value.length > 0 && regions.value.every((p) => p.type === 'administrative_area_level_1'),
      ).toBe(true);
    });

    it("gets a place whole, or 'placeId {id} not found'", async () => {
      const result = await places().getPlace('CH-zurich-zurich');
      expect(result).toMatchObject({
        ok: true,
        value: { placeId: 'CH-zurich-zurich', type: 'locality', countryISO: 'CH', isEU: false },
      });
      if (!result.ok) return;
      expect(result.value.ancestors).toEqual([
        { placeId: 'CH', type: 'country' },
        { placeId: 'CH-zurich', type: 'administrative_area_level_1' },
      ]);
      expect(result.value.slugs).toEqual(
        expect.arrayContaining([
          { slug: 'zuerich', language: 'de', isObsolete: false },
          { slug: 'zurich', language: 'de', isObsolete: true },
        ]),
      );
      expect(result.value.viewport.northeast.lat).toBeGreaterThan(result.value.viewport.southwest.lat);
      expect(await places().getPlace('CH-atlantis')).toMatchObject({
        ok: false,
        error: { kind: 'NOT_FOUND', message: 'placeId CH-atlantis not found' },
      });
    });

    it('gets places by ids in order, leaving unknown ones out, sideloading ancestors of the asked types', async () => {
      const result = await places().getPlacesByIds({
        placeIds: ['FR', 'CH-zurich-zurich', 'nowhere'],
        placeTypesToSideload: ['administrative_area_level_1'],
      });
      expect(result.ok && result.value.places.map((p) => p.placeId)).toEqual(['FR', 'CH-zurich-zurich']);
      expect(result.ok && result.value.sideloaded.map((p) => p.placeId)).toEqual(['CH-zurich']);
    });

    it('finds a place by slug, telling an obsolete slug from the canonical one', async () => {
      const current = await places().findPlacesBySlug({ slug: 'zuerich', language: 'de', countryISO: 'CH' });
      expect(current).toMatchObject({
        ok: true,
        value: [{ place: { placeId: 'CH-zurich-zurich' }, slug: { isObsolete: false }, canonicalSlug: 'zuerich' }],
      });
      const old = await places().findPlacesBySlug({ slug: 'zurich', language: 'de', countryISO: 'CH' });
      expect(old.ok && old.value.find((m) => m.place.placeId === 'CH-zurich-zurich')).toMatchObject({
        slug: { isObsolete: true },
        canonicalSlug: 'zuerich',
      });
      expect(await places().findPlacesBySlug({ slug: 'no-such-place-anywhere' })).toEqual({ ok: true, value: [] });
    });

    it('lists the slugs of a place', async () => {
      const result = await places().getPlaceSlugs('FR');
      expect(result.ok && result.value.map((s) => s.language).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt']);
      expect(await places().getPlaceSlugs('nowhere')).toMatchObject({ ok: false, error: { kind: 'NOT_FOUND' } });
    });

    it("geocodes a slug, a point, a text or a country; 'Cannot geocode place for slug' otherwise", async () => {
      expect(await places().geocode({ slug: 'geneve', countryISO: 'CH', language: 'fr' })).toMatchObject({
        ok: true,
        value: { type: 'locality', countryISO: 'CH' },
      });
      expect(await places().geocode({ slug: 'no-such-place' })).toMatchObject({
        ok: false,
        error: { kind: 'NOT_FOUND', message: 'Cannot geocode place for slug' },
      });
      const point = await places().geocode({ lat: 48.8566, lng: 2.3522 });
      expect(point.ok && point.value.ancestors.map((a) => a.placeId)).toContain('FR');
      expect(await places().geocode({ address: 'Lisbon', countryISO: 'PT' })).toMatchObject({
        ok: true,
        value: { type: 'locality', countryISO: 'PT' },
      });
      expect(await places().geocode({ countryISO: 'ES' })).toMatchObject({
        ok: true,
        value: { placeId: 'ES', type: 'country' },
      });
    });

    it('lists places of a type within countries', async () => {
      const result = await places().listPlaces({ placeType: 'country', countries: ['CH', 'FR', 'DE'] });
      expect(result.ok && result.value.map((p) => p.placeId).sort()).toEqual(['CH', 'DE', 'FR']);
    });
  });
}
