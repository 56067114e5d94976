-- Feeds listing_search_changes from every write to listings, so each node's in-memory search index
-- can replay what changed. Statement triggers with transition tables: one INSERT per statement,
-- cheap for the seeder's bulk inserts and for single-row updates alike.
CREATE OR REPLACE FUNCTION "listing_search_log_new_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "listing_search_changes" ("listing_id") SELECT "id" FROM "new_rows";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_search_log_old_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "listing_search_changes" ("listing_id") SELECT "id" FROM "old_rows";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE has no transition table: listing 0 tells the indexes to reload everything.
CREATE OR REPLACE FUNCTION "listing_search_log_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "listing_search_changes" ("listing_id") VALUES (0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listings_search_log_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "listing_search_log_new_rows"();
--> statement-breakpoint
CREATE TRIGGER "listings_search_log_update" AFTER UPDATE ON "listings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "listing_search_log_new_rows"();
--> statement-breakpoint
CREATE TRIGGER "listings_search_log_delete" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "listing_search_log_old_rows"();
--> statement-breakpoint
CREATE TRIGGER "listings_search_log_truncate" AFTER TRUNCATE ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION "listing_search_log_truncate"();
