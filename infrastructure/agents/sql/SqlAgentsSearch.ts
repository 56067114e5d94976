import { sql } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { AgentFacet, AgentsSearch, PlaceAgent } from '#application/agents/ports';
import type { PlaceType } from '#domain/places/Place';
import { Database } from '#infrastructure/db/DatabaseToken';

/**
 * Agents by place from the listings table: an agent is in a place when one of their live listings
 * is (ancestor_place_ids holds the country down to the listing's own place, GIN-indexed), ranked
 * by how many listings they have there, then by id so pages never overlap.
 */
@injectable()
export class SqlAgentsSearch implements AgentsSearch {
  constructor(@inject(Database) private readonly db: Database) {}

  async byLocation(query: {
    placeId?: string;
    countries: readonly string[];
    count: number;
    skip: number;
  }): Promise<{ results: PlaceAgent[]; total: number }> {
    if (query.placeId === undefined && query.countries.length === 0) return { results: [], total: 0 };
    const where = sql`not l.is_archived and l.agent_user_id is not null and u.is_archived = false and ${
      query.placeId !== undefined
        ? sql`l.ancestor_place_ids @> array[${query.placeId}]::text[]`
        : sql`l.country_iso in (${sql.join(
            query.countries.map((iso) => sql`${iso}`),
            sql`, `,
          )})`
    }`;
    const [page, total] = await Promise.all([
      this.db.execute(sql`
        select l.agent_user_id as "userId", count(*)::int as listings
        from listings l join users u on u.id = l.agent_user_id
        where ${where}
        group by l.agent_user_id
        order by count(*) desc, l.agent_user_id
        limit ${query.count} offset ${query.skip}`),
      this.db.execute(sql`
        select count(distinct l.agent_user_id)::int as total
        from listings l join users u on u.id = l.agent_user_id
        where ${where}`),
    ]);
    const rows = (page as { rows: PlaceAgent[] }).rows;
    return { results: rows, total: (total as { rows: { total: number }[] }).rows[0]?.total ?? 0 };
  }

  async facetsByLocation(query: {
    placeId: string;
    childTypes: readonly PlaceType[];
    count: number;
  }): Promise<{ facets: AgentFacet[] }> {
    if (query.childTypes.length === 0) return { facets: [] };
    const result = await this.db.execute(sql`
      select c.place_id as "placeId", count(distinct l.agent_user_id)::int as count
      from places c
      join listings l on l.ancestor_place_ids @> array[c.place_id]::text[]
        and not l.is_archived and l.agent_user_id is not null
      join users u on u.id = l.agent_user_id and u.is_archived = false
      where c.parent_id = ${query.placeId} and c.type in (${sql.join(
        query.childTypes.map((type) => sql`${type}`),
        sql`, `,
      )})
      group by c.place_id
      order by count desc, c.place_id
      limit ${query.count}`);
    return { facets: (result as { rows: AgentFacet[] }).rows };
  }
}
