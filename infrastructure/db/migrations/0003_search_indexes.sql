-- Search and places indexes drizzle's schema cannot express, and the luxury price ranges.
--
-- Map geometry without PostGIS (PGlite has none): PostgreSQL's own point type. The GiST index on
-- point(longitude, latitude) answers "inside this box" (viewports, map areas, the box around a
-- nearby circle) and "inside this polygon" (drawn areas) directly.
CREATE INDEX IF NOT EXISTS "listings_point_gist" ON "listings" USING gist (point("longitude", "latitude")) WHERE "is_archived" = false;
--> statement-breakpoint
-- Place autocomplete: a prefix of a slug in one language (LIKE 'zur%' whatever the collation).
CREATE INDEX IF NOT EXISTS "place_slugs_language_slug_prefix_idx" ON "place_slugs" USING btree ("language", "slug" text_pattern_ops) WHERE "is_obsolete" = false;
--> statement-breakpoint
-- Document 001 §3: "Luxury price range: per country and currency, min, max, active". The documents
-- give no amounts: these are ours, in each country's currency, for sale prices and monthly rents;
-- the service converts them for other currencies. max is the luxury price slider's top.
INSERT INTO "luxury_price_ranges" ("country_iso", "transaction_type", "currency_id", "min", "max", "active") VALUES
  ('CH', 'Sell', 'CHF', 2000000, 30000000, true),
  ('CH', 'Rent', 'CHF', 7000, 50000, true),
  ('FR', 'Sell', 'EUR', 1200000, 25000000, true),
  ('FR', 'Rent', 'EUR', 5000, 40000, true),
  ('PT', 'Sell', 'EUR', 1000000, 15000000, true),
  ('PT', 'Rent', 'EUR', 3500, 25000, true),
  ('ES', 'Sell', 'EUR', 1000000, 20000000, true),
  ('ES', 'Rent', 'EUR', 4000, 30000, true),
  ('IT', 'Sell', 'EUR', 1000000, 20000000, true),
  ('IT', 'Rent', 'EUR', 4000, 30000, true),
  ('DE', 'Sell', 'EUR', 1500000, 20000000, true),
  ('DE', 'Rent', 'EUR', 5000, 30000, true)
ON CONFLICT DO NOTHING;
