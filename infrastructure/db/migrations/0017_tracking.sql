-- Tracked events (document 002 "Tracking events"): append-only and partitioned by calendar month on
-- occurred_at. SqlTrackingService creates the month partitions ahead (this month and the next) and drops
-- the ones past the retention (TRACKING_RETENTION_MONTHS); the default partition only catches rows of a
-- month whose partition could not be made. Written by hand: drizzle cannot express PARTITION BY.
CREATE TABLE "tracking_events" (
	"id" bigserial NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"portal_id" text NOT NULL,
	"ip_address" text,
	"profile_id" text,
	"action" text NOT NULL,
	"listing_id" integer,
	"category_id" integer,
	"search_id" text,
	"value" text,
	CONSTRAINT "tracking_events_occurred_at_id_pk" PRIMARY KEY("occurred_at","id")
) PARTITION BY RANGE ("occurred_at");
--> statement-breakpoint
CREATE TABLE "tracking_events_default" PARTITION OF "tracking_events" DEFAULT;
--> statement-breakpoint
CREATE INDEX "tracking_events_listing_action_idx" ON "tracking_events" USING btree ("listing_id","action","occurred_at");
--> statement-breakpoint
-- Append-only: a stored event is never changed (the retention removes whole months, never edits a row).
CREATE OR REPLACE FUNCTION "tracking_events_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tracking_events is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER "tracking_events_append_only" BEFORE UPDATE ON "tracking_events"
  FOR EACH ROW EXECUTE FUNCTION "tracking_events_refuse_update"();
