CREATE TABLE "agency_api_keys" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"issued_by" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agency_feed_sources" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"format" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_pulled_at" timestamp with time zone,
	"last_outcome" text
);
--> statement-breakpoint
ALTER TABLE "agency_api_keys" ADD CONSTRAINT "agency_api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_api_keys" ADD CONSTRAINT "agency_api_keys_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_feed_sources" ADD CONSTRAINT "agency_feed_sources_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_api_keys_hash_idx" ON "agency_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "agency_feed_sources_pulled_idx" ON "agency_feed_sources" USING btree ("last_pulled_at");