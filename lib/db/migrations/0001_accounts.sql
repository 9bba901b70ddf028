DROP INDEX "users_nickname_uq";--> statement-breakpoint
ALTER TABLE "hot_searches" ADD COLUMN "hot" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_lower_uq" ON "users" USING btree (lower("nickname"));