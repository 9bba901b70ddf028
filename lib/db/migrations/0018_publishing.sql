ALTER TABLE "hot_searches" ADD COLUMN "pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hot_searches" ADD COLUMN "blocked" boolean DEFAULT false NOT NULL;