ALTER TABLE "import_runs" ADD COLUMN "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "pictures" jsonb;--> statement-breakpoint
ALTER TABLE "listing_imports" ADD COLUMN "images_from" text[];