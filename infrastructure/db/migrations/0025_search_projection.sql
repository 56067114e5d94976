CREATE TABLE "search_listings" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_iso" char(2) NOT NULL,
	"transaction_type" text NOT NULL,
	"type" text NOT NULL,
	"sub_type" text,
	"listing_class" text NOT NULL,
	"category" text NOT NULL,
	"price_eur" double precision NOT NULL,
	"living_m2" double precision,
	"rooms" real,
	"bedrooms" smallint,
	"bathrooms" smallint,
	"floor" smallint,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"account_id" integer,
	"agent_user_id" integer,
	"duplicate_of" integer,
	"available_from" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"price_last_change_type" text,
	"price_last_change_date" timestamp with time zone,
	"price_change_ratio" double precision,
	"reference" text NOT NULL,
	"postcode" text,
	"ancestor_place_ids" text[] NOT NULL,
	"amenities" text[] NOT NULL,
	"proximities" text[] NOT NULL,
	"views" text[] NOT NULL,
	"orientations" text[] NOT NULL
);
--> statement-breakpoint
-- The search projection (schema: searchListings): the live listings' searchable fields, filled
-- in country, transaction and place order so a country's or a town's search reads neighbouring pages.
INSERT INTO "search_listings" ("id", "country_iso", "transaction_type", "type", "sub_type", "listing_class", "category", "price_eur", "living_m2", "rooms", "bedrooms", "bathrooms", "floor", "latitude", "longitude", "account_id", "agent_user_id", "duplicate_of", "available_from", "created_at", "updated_at", "price_last_change_type", "price_last_change_date", "price_change_ratio", "reference", "postcode", "ancestor_place_ids", "amenities", "proximities", "views", "orientations")
SELECT "id", "country_iso", "transaction_type", "type", "sub_type", "listing_class", "category", "price_eur", "living_m2", "rooms", "bedrooms", "bathrooms", "floor", "latitude", "longitude", "account_id", "agent_user_id", "duplicate_of", "available_from", "created_at", "updated_at", "price_last_change_type", "price_last_change_date", "price_change_ratio", "reference", "postcode", "ancestor_place_ids", "amenities", "proximities", "views", "orientations" FROM "listings" WHERE NOT "is_archived" ORDER BY "country_iso", "transaction_type", "ancestor_place_ids", "id";
--> statement-breakpoint
-- The projection of the projection: a country's searchable listings in key order, with what its
-- counts, facets and map clusters read (written here: drizzle has no INCLUDE). Counting a country
-- (100,000 listings and more) is an index-only scan of it, several times fewer pages than the
-- table's rows with their arrays. Its visibility map is kept fresh by a busier autovacuum.
CREATE INDEX "search_listings_country_cover_idx" ON "search_listings" USING btree ("country_iso", "transaction_type", "listing_class") INCLUDE ("id", "duplicate_of", "type", "price_eur", "living_m2", "rooms", "bedrooms", "bathrooms", "latitude", "longitude", "ancestor_place_ids");--> statement-breakpoint
ALTER TABLE "search_listings" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
CREATE INDEX "search_listings_ancestor_place_ids_gin" ON "search_listings" USING gin ("ancestor_place_ids");--> statement-breakpoint
CREATE INDEX "search_listings_point_gist" ON "search_listings" USING gist (point("longitude", "latitude"));--> statement-breakpoint
CREATE INDEX "search_listings_account_idx" ON "search_listings" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "search_listings_agent_user_idx" ON "search_listings" USING btree ("agent_user_id");--> statement-breakpoint
CREATE INDEX "search_listings_duplicate_of_idx" ON "search_listings" USING btree ("duplicate_of");
--> statement-breakpoint
-- Sort indexes (written here, not in the schema: drizzle has no expression keys with an order):
-- a country's search (country_iso =, transaction_type =) walks one in the ORDER BY of
-- infrastructure/search/sql/sortSql and stops at its page instead of sorting the whole country.
-- The keys are sortSql's expressions exactly (categoryRank from domain LISTING_CATEGORY_RANK; a
-- test compares them), nulls last as it orders.
CREATE INDEX "search_listings_just_for_you_idx" ON "search_listings" USING btree ("country_iso", "transaction_type", (CASE "category" WHEN 'basic' THEN 0 WHEN 'basicPlus' THEN 1 WHEN 'classic' THEN 2 WHEN 'premium' THEN 3 WHEN 'global' THEN 4 WHEN 'premiumPlus' THEN 5 WHEN 'luxury' THEN 6 WHEN 'elite' THEN 7 ELSE 0 END) DESC NULLS LAST, "updated_at" DESC NULLS LAST, "id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "search_listings_update_date_idx" ON "search_listings" USING btree ("country_iso", "transaction_type", "updated_at" DESC NULLS LAST, "id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "search_listings_price_idx" ON "search_listings" USING btree ("country_iso", "transaction_type", "price_eur" ASC NULLS LAST, "id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "search_listings_price_drop_idx" ON "search_listings" USING btree ("country_iso", "transaction_type", (CASE WHEN "price_last_change_type" = 'Drop' THEN -"price_change_ratio" END) DESC NULLS LAST, "updated_at" DESC NULLS LAST, "id" DESC NULLS LAST);
--> statement-breakpoint
-- Kept current inside every write to listings, beside the change log's triggers (0005): statement
-- triggers with transition tables, one upsert per statement. An archived listing leaves the projection.
CREATE OR REPLACE FUNCTION "search_listings_sync_new_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_listings" s USING "new_rows" n WHERE s."id" = n."id" AND n."is_archived";
  INSERT INTO "search_listings" ("id", "country_iso", "transaction_type", "type", "sub_type", "listing_class", "category", "price_eur", "living_m2", "rooms", "bedrooms", "bathrooms", "floor", "latitude", "longitude", "account_id", "agent_user_id", "duplicate_of", "available_from", "created_at", "updated_at", "price_last_change_type", "price_last_change_date", "price_change_ratio", "reference", "postcode", "ancestor_place_ids", "amenities", "proximities", "views", "orientations")
  SELECT "id", "country_iso", "transaction_type", "type", "sub_type", "listing_class", "category", "price_eur", "living_m2", "rooms", "bedrooms", "bathrooms", "floor", "latitude", "longitude", "account_id", "agent_user_id", "duplicate_of", "available_from", "created_at", "updated_at", "price_last_change_type", "price_last_change_date", "price_change_ratio", "reference", "postcode", "ancestor_place_ids", "amenities", "proximities", "views", "orientations" FROM "new_rows" WHERE NOT "is_archived"
  ON CONFLICT ("id") DO UPDATE SET "country_iso" = excluded."country_iso", "transaction_type" = excluded."transaction_type", "type" = excluded."type", "sub_type" = excluded."sub_type", "listing_class" = excluded."listing_class", "category" = excluded."category", "price_eur" = excluded."price_eur", "living_m2" = excluded."living_m2", "rooms" = excluded."rooms", "bedrooms" = excluded."bedrooms", "bathrooms" = excluded."bathrooms", "floor" = excluded."floor", "latitude" = excluded."latitude", "longitude" = excluded."longitude", "account_id" = excluded."account_id", "agent_user_id" = excluded."agent_user_id", "duplicate_of" = excluded."duplicate_of", "available_from" = excluded."available_from", "created_at" = excluded."created_at", "updated_at" = excluded."updated_at", "price_last_change_type" = excluded."price_last_change_type", "price_last_change_date" = excluded."price_last_change_date", "price_change_ratio" = excluded."price_change_ratio", "reference" = excluded."reference", "postcode" = excluded."postcode", "ancestor_place_ids" = excluded."ancestor_place_ids", "amenities" = excluded."amenities", "proximities" = excluded."proximities", "views" = excluded."views", "orientations" = excluded."orientations";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_listings_sync_old_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_listings" s USING "old_rows" o WHERE s."id" = o."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_listings_sync_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "search_listings";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listings_search_projection_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_listings_sync_new_rows"();
--> statement-breakpoint
CREATE TRIGGER "listings_search_projection_update" AFTER UPDATE ON "listings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_listings_sync_new_rows"();
--> statement-breakpoint
CREATE TRIGGER "listings_search_projection_delete" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_listings_sync_old_rows"();
--> statement-breakpoint
CREATE TRIGGER "listings_search_projection_truncate" AFTER TRUNCATE ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION "search_listings_sync_truncate"();
