import { and, eq, inArray, sql } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type {
  AutocompleteQuery,
  GeocodeQuery,
  PlaceBySlug,
  PlacePrediction,
  PlacesByIds,
  PlacesByIdsQuery,
  PlacesService,
  SlugQuery,
} from '#application/places/ports';
import type { Place, PlaceSlug, PlaceType } from '#domain/places/Place';
import { rankSuggestions } from '#domain/places/suggest/rankSuggestions';
import { suggestKeys } from '#domain/places/suggest/suggestKeys';
import { type DomainError, domainError, notFound } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { Database } from '#infrastructure/db/DatabaseToken';
import { placeSlugs, places } from '#infrastructure/db/schema';
import { type PlaceRow } from './placeFromRow';
import { SqlPlaceReader } from './SqlPlaceReader';

/** Candidates read per autocomplete before ranking: the most populous matches of the prefix. */
const CANDIDATES = 200;
const DEFAULT_PREDICTIONS = 5;
const MAX_LISTED_PLACES = 500;

const placeNotFound = (id: string): DomainError => notFound('PLACE_NOT_FOUND', `placeId ${id} not found`, 'placeId');
const cannotGeocode = (slug: string): DomainError =>
  domainError('NOT_FOUND', 'PLACE_SLUG_NOT_FOUND', 'Cannot geocode place for slug', {
    field: 'slug',
    values: { slug },
  });
const placesNotFound = (field: string): DomainError => notFound('PLACES_NOT_FOUND', 'places not found', field);

/** The places service embedded on PostgreSQL: the places and place_slugs tables of the demo geography. */
@injectable()
export class SqlPlacesService implements PlacesService {
  private readonly reader: SqlPlaceReader;

  constructor(@inject(Database) private readonly db: Database) {
    this.reader = new SqlPlaceReader(db);
  }

  async autocomplete(query: AutocompleteQuery): Promise<Result<PlacePrediction[], DomainError>> {
    const keys = suggestKeys(query.input);
    const countries = (query.countries?.length ? query.countries : query.allowedCountries).filter((c) =>
      query.allowedCountries.includes(c),
    );
    if (keys.length === 0 || countries.length === 0) return ok([]);
    // Document 001 §7: "Language en is always added to the place locale".
    const languages = [...new Set([query.language, 'en'])];
    const rows = await this.rows<{
      place_id: string;
      type: PlaceType;
      latitude: number;
      longitude: number;
      population: number | null;
      exact: boolean;
    }>(sql`
      select place_id, type, latitude, longitude, population, bool_or(exact) as exact from (
        select p.place_id, p.type, p.latitude, p.longitude, p.population, s.slug = any(${sql.param(keys)}::text[]) as exact
        from ${placeSlugs} s join ${places} p on p.place_id = s.place_id
        where s.language = any(${sql.param(languages)}::text[]) and s.is_obsolete = false
          and s.country_iso = any(${sql.param(countries)}::text[])
          and (${sql.join(
            keys.map((k) => sql`s.slug like ${`${k}%`}`),
            sql` or `,
          )})
          ${query.types?.length ? sql`and p.type = any(${sql.param(query.types)}::text[])` : sql``}
      ) matches
      group by place_id, type, latitude, longitude, population
      order by bool_or(exact) desc, population desc nulls last, place_id
      limit ${CANDIDATES}`);
    const candidates = rows.map((r) => ({
      placeId: r.place_id,
      type: r.type,
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      population: r.population === null ? undefined : Number(r.population),
      exact: r.exact === true,
    }));
    const bias = query.location ? { location: query.location, radius: query.radius ?? 100000 } : undefined;
    const chosen = rankSuggestions(candidates, bias).slice(0, query.count ?? DEFAULT_PREDICTIONS);
    const found = await this.reader.byIds(chosen.map((c) => c.placeId));
    const names = await this.namesOf(found.flatMap((p) => p.ancestors.map((a) => a.placeId)));
    const nameIn = (n: Record<string, string> | undefined) => n?.[query.language] ?? n?.en ?? '';
    return ok(
      found.map((place) => ({
        placeId: place.placeId,
        type: place.type,
        mainText: nameIn(place.names),
        // Nearest first: "Vaud, Switzerland" under Lausanne; a postcode names its town.
        secondaryText: [...place.ancestors]
          .reverse()
          .map((a) => nameIn(names.get(a.placeId)))
          .filter(Boolean)
          .join(', '),
      })),
    );
  }

  async getPlace(id: string): Promise<Result<Place, DomainError>> {
    const [place] = await this.reader.byIds([id]);
    return place ? ok(place) : err(placeNotFound(id));
  }

  async getPlacesByIds(query: PlacesByIdsQuery): Promise<Result<PlacesByIds, DomainError>> {
    const ids = [...new Set([...(query.placeIds ?? []), ...(query.googlePlaceIds ?? [])])];
    const found = await this.reader.byIds(ids);
    const sideloadTypes = query.placeTypesToSideload ?? [];
    const own = new Set(found.map((p) => p.placeId));
    const extra = [
      ...new Set(found.flatMap((p) => p.ancestors.filter((a) => sideloadTypes.includes(a.type)).map((a) => a.placeId))),
    ].filter((id) => !own.has(id));
    return ok({ places: found, sideloaded: await this.reader.byIds(extra) });
  }

  async findPlacesBySlug(query: SlugQuery): Promise<Result<PlaceBySlug[], DomainError>> {
    // PostgreSQL's text holds no NUL, so no stored slug has one; sent as a parameter it fails the
    // query (a 500 the pages' fuzz found with /%2500/buy). Nothing matches it: the page answers 404.
    if (query.slug.includes('\u0000')) return ok([]);
    const matches = await this.db
      .select()
      .from(placeSlugs)
      .where(
        and(
          eq(placeSlugs.slug, query.slug),
          query.language ? eq(placeSlugs.language, query.language) : undefined,
          query.countryISO ? eq(placeSlugs.countryIso, query.countryISO) : undefined,
        ),
      );
    if (matches.length === 0) return ok([]);
    const found = await this.reader.byIds(matches.map((m) => m.placeId));
    const byId = new Map(found.map((p) => [p.placeId, p]));
    return ok(
      matches
        .sort(
          (a, b) =>
            Number(a.isObsolete) - Number(b.isObsolete) ||
            a.language.localeCompare(b.language) ||
            a.placeId.localeCompare(b.placeId),
        )
        .flatMap((m) => {
          const place = byId.get(m.placeId);
          if (!place) return [];
          const slug: PlaceSlug = { slug: m.slug, language: m.language, isObsolete: m.isObsolete };
          const canonical = place.slugs.find((s) => s.language === m.language && !s.isObsolete)?.slug ?? m.slug;
          return [{ place, slug, canonicalSlug: canonical }];
        }),
    );
  }

  async getPlaceSlugs(id: string): Promise<Result<PlaceSlug[], DomainError>> {
    const found = await this.getPlace(id);
    return found.ok ? ok(found.value.slugs) : found;
  }

  async geocode(query: GeocodeQuery): Promise<Result<Place, DomainError>> {
    if (query.slug !== undefined) {
      const found = await this.findPlacesBySlug({
        slug: query.slug,
        countryISO: query.countryISO,
        language: query.language,
      });
      if (!found.ok) return found;
      const current = found.value.find((m) => !m.slug.isObsolete) ?? found.value[0];
      return current ? ok(current.place) : err(cannotGeocode(query.slug));
    }
    if (query.lat !== undefined && query.lng !== undefined)
      return this.reverseGeocode(query.lat, query.lng, query.countryISO);
    if (query.address !== undefined) {
      const countries = query.countryISO ? [query.countryISO] : await this.allCountries();
      const predictions = await this.autocomplete({
        input: query.address,
        language: query.language ?? 'en',
        allowedCountries: countries,
        count: 1,
      });
      if (!predictions.ok) return predictions;
      const best = predictions.value[0];
      return best ? this.getPlace(best.placeId) : err(placesNotFound('address'));
    }
    if (query.countryISO !== undefined) {
      const [country] = await this.db
        .select()
        .from(places)
        .where(and(eq(places.type, 'country'), eq(places.countryIso, query.countryISO)));
      if (!country) return err(placesNotFound('countryISO'));
      const [place] = await this.reader.complete([country]);
      return ok(place);
    }
    return err(
      domainError('INVALID', 'GEOCODE_QUERY_NOT_VALID', 'slug, address, lat and lng, or countryISO is required', {
        field: 'slug',
      }),
    );
  }

  async listPlaces(query: {
    placeType: PlaceType;
    countries?: readonly string[];
  }): Promise<Result<Place[], DomainError>> {
    const rows = await this.db
      .select()
      .from(places)
      .where(
        and(
          eq(places.type, query.placeType),
          query.countries?.length ? inArray(places.countryIso, [...query.countries]) : undefined,
        ),
      )
      .orderBy(sql`${places.population} desc nulls last`, places.placeId)
      .limit(MAX_LISTED_PLACES);
    return ok(await this.reader.complete(rows));
  }

  /** The most precise place whose viewport holds the point: a postcode, else a town, a region, the country. */
  private async reverseGeocode(
    lat: number,
    lng: number,
    countryISO: string | undefined,
  ): Promise<Result<Place, DomainError>> {
    const rows = await this.db
      .select()
      .from(places)
      .where(
        and(
          sql`${places.viewportSwLat} <= ${lat} and ${places.viewportNeLat} >= ${lat} and ${places.viewportSwLng} <= ${lng} and ${places.viewportNeLng} >= ${lng}`,
          countryISO ? eq(places.countryIso, countryISO) : undefined,
        ),
      );
    const precision: Record<string, number> = {
      postal_code: 0,
      neighborhood: 1,
      locality: 2,
      administrative_area_level_1: 3,
      country: 4,
    };
    const distance = (r: PlaceRow) =>
      (r.latitude - lat) ** 2 + ((r.longitude - lng) * Math.cos((lat * Math.PI) / 180)) ** 2;
    const best = rows.sort(
      (a, b) => (precision[a.type] ?? 5) - (precision[b.type] ?? 5) || distance(a) - distance(b),
    )[0];
    if (!best) return err(placesNotFound('lat'));
    const [place] = await this.reader.complete([best]);
    return ok(place);
  }

  private async allCountries(): Promise<string[]> {
    const rows = await this.db.select({ countryIso: places.countryIso }).from(places).where(eq(places.type, 'country'));
    return rows.map((r) => r.countryIso);
  }

  private async namesOf(ids: readonly string[]): Promise<Map<string, Record<string, string>>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const rows = await this.db
      .select({ placeId: places.placeId, names: places.names })
      .from(places)
      .where(inArray(places.placeId, wanted));
    return new Map(rows.map((r) => [r.placeId, r.names]));
  }

  private async rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result = await this.db.execute(query);
    return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
  }
}
