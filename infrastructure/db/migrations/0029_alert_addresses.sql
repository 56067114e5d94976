CREATE TABLE "alert_addresses" (
	"email_normalized" text PRIMARY KEY NOT NULL,
	"token_hash" text,
	"sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "alert_addresses_token_idx" ON "alert_addresses" USING btree ("token_hash");