import { sql } from 'drizzle-orm';
import { formatterCache } from '#config/alerts/formatterCache';
import { type AlertDigestsOptions, alertDigestsOnDatabase } from '#config/di/alertDigests';
import type { SendAlertDigestsHandler } from '#application/alerts/commands/SendAlertDigests';
import { UnsubscribeLinks } from '#infrastructure/alerts/UnsubscribeLinks';
import type { Database } from '#infrastructure/db/DatabaseToken';

/** The alert job as the server builds it, for the bench and the fault script. */
export function benchAlertJob(db: Database, extra: Partial<AlertDigestsOptions> = {}): SendAlertDigestsHandler {
  return alertDigestsOnDatabase(db, {
    portal: () => ({
      origin: 'https://homefinder.test',
      name: 'Homefinder',
      defaultCulture: 'en',
      defaultCurrency: 'EUR',
    }),
    translate: formatterCache(),
    links: new UnsubscribeLinks('bench'),
    messageIdHost: 'homefinder.test',
    ...extra,
  });
}

/**
 * `count` saved, subscribed searches in one statement, shaped like real ones: the place of a live
 * listing (locality, region or country), its transaction, often its type, and sometimes a price
 * cap or a minimum of rooms; owners are `count / 50` profiles with an e-mail each, each address
 * confirmed (digests go to confirmed addresses only, docs/security.md).
 */
export async function seedSavedSearches(db: Database, count: number): Promise<void> {
  const owners = Math.max(1, Math.ceil(count / 50));
  await db.execute(sql`
    insert into profiles (code, secret_hash, authentication_state, details, regional_settings)
    select 'bench-' || g, 'x', 'GuestIdentified', jsonb_build_object('email', 'owner' || g || '@example.test'),
           jsonb_build_object('language', (array['en','fr','de','it'])[1 + g % 4])
    from generate_series(1, ${owners}) g`);
  await db.execute(sql`
    insert into alert_addresses (email_normalized, sent_at, confirmed_at)
    select 'owner' || g || '@example.test', now(), now() from generate_series(1, ${owners}) g
    on conflict do nothing`);
  await db.execute(sql`
    with picks as (
      select l.*, row_number() over () as n
      from (select * from listings where not is_archived order by random() limit 5000) l
    ), first_owner as (select min(id) as id from profiles where code like 'bench-%')
    insert into searches (filters, saved, notifications, currency_id, portal_id, created_by_profile_id,
                          automatic_title, automatic_subtitle, creation_date, updated_at)
    select jsonb_strip_nulls(jsonb_build_object(
             'transactionType', p.transaction_type,
             'types', case when g % 3 = 0 then null else jsonb_build_array(p.type) end,
             'location', jsonb_build_object('placeId', p.ancestor_place_ids[1 + g % greatest(1, cardinality(p.ancestor_place_ids))]),
             'price', case when g % 4 = 0 then jsonb_build_object('max', round(p.price_eur * (0.8 + (g % 5) * 0.1))) end,
             'numberOf', case when g % 5 = 0 then jsonb_build_object('rooms', jsonb_build_object('min', 1 + g % 4)) end)),
           true, array['Email'], 'EUR', 'international',
           ((select id from first_owner) + g % ${owners})::text, p.locality, '', now(), now()
    from generate_series(1, ${count}) g
    join picks p on p.n = 1 + g % (select count(*) from picks)`);
}

/** A day of news: `count` events, two thirds new listings (copies published now), a third price drops. */
export async function publishEvents(db: Database, count: number): Promise<void> {
  const fresh = Math.ceil((count * 2) / 3);
  const columns = await db.execute(
    sql`select string_agg(quote_ident(column_name), ', ') as list from information_schema.columns
        where table_name = 'listings' and column_name not in ('id', 'created_at', 'updated_at')`,
  );
  const list = ((Array.isArray(columns) ? columns : (columns as { rows: unknown[] }).rows)[0] as { list: string }).list;
  await db.execute(
    sql.raw(`insert into listings (${list}, created_at, updated_at)
      select ${list}, now(), now() from listings where not is_archived order by random() limit ${fresh}`),
  );
  await db.execute(sql`
    update listings set price_previous_value = price_value, price_value = price_value * 0.95,
      price_eur = price_eur * 0.95, price_last_change_type = 'Drop', price_last_change_date = now() + interval '1 second'
    where id in (select id from listings where not is_archived order by random() limit ${count - fresh})`);
}
