-- Issue 18, the SQL search path: a map's viewport is tested as latitude and longitude ranges
-- (infrastructure/search/sql/geoSql), whose estimates come from the columns' statistics, where
-- `point <@ box` was guessed at 0.1 % of the rows whatever its size. Latitude joins the covering
-- index's keys: a small viewport (a town's map, a nearby circle's box) is a range inside its
-- country's part of the index, a country's map the same index-only scan as before. A separate
-- latitude index would rather be ANDed with the country's by the planner, a bitmap over the table.
DROP INDEX IF EXISTS "search_listings_country_cover_idx";--> statement-breakpoint
CREATE INDEX "search_listings_country_cover_idx" ON "search_listings" USING btree ("country_iso", "transaction_type", "listing_class", "latitude") INCLUDE ("id", "duplicate_of", "type", "price_eur", "living_m2", "rooms", "bedrooms", "bathrooms", "longitude", "ancestor_place_ids");
