CREATE TABLE "upload_permits_used" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "upload_permits_used_expires_idx" ON "upload_permits_used" USING btree ("expires_at");