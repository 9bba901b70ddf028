CREATE TABLE "expert_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"gameplays" jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_applications_status_ck" CHECK ("expert_applications"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "expert_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"sport" text NOT NULL,
	"market" text NOT NULL,
	"pick" text NOT NULL,
	"line" double precision,
	"odds" double precision NOT NULL,
	"analysis" text NOT NULL,
	"price_tenths" integer DEFAULT 0 NOT NULL,
	"nonce" text NOT NULL,
	"hash" text NOT NULL,
	"published_at" timestamp (3) with time zone NOT NULL,
	"locks_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"result" text,
	"profit" double precision,
	"graded_at" timestamp with time zone,
	CONSTRAINT "expert_plans_result_ck" CHECK ("expert_plans"."result" is null or "expert_plans"."result" in ('won','half_won','push','half_lost','lost','void')),
	CONSTRAINT "expert_plans_price_ck" CHECK ("expert_plans"."price_tenths" >= 0)
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"gameplays" jsonb NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"price_tenths" integer NOT NULL,
	"share_tenths" integer NOT NULL,
	"tx_id" integer NOT NULL,
	"refund_tx_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expert_applications" ADD CONSTRAINT "expert_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_applications" ADD CONSTRAINT "expert_applications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_plans" ADD CONSTRAINT "expert_plans_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_plans" ADD CONSTRAINT "expert_plans_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_plan_id_expert_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."expert_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_tx_id_wallet_transactions_id_fk" FOREIGN KEY ("tx_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_refund_tx_id_wallet_transactions_id_fk" FOREIGN KEY ("refund_tx_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expert_applications_waiting_uq" ON "expert_applications" USING btree ("user_id") WHERE "expert_applications"."status" = 0;--> statement-breakpoint
CREATE INDEX "expert_applications_user_idx" ON "expert_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "expert_applications_status_idx" ON "expert_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_plans_hash_uq" ON "expert_plans" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "expert_plans_expert_idx" ON "expert_plans" USING btree ("expert_id","id");--> statement-breakpoint
CREATE INDEX "expert_plans_match_idx" ON "expert_plans" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "expert_plans_ungraded_idx" ON "expert_plans" USING btree ("match_id") WHERE "expert_plans"."result" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_purchases_plan_buyer_uq" ON "plan_purchases" USING btree ("plan_id","buyer_id");--> statement-breakpoint
CREATE INDEX "plan_purchases_buyer_idx" ON "plan_purchases" USING btree ("buyer_id","id");--> statement-breakpoint
-- What the domain never does, the database refuses too (lib/db/schema/experts.ts): a plan's
-- content never changes and no plan is deleted; a plan is published, withdrawn or bought only
-- while its match is `scheduled`; a grade is written once, after the match, never on a
-- withdrawn plan. Bypassing the domain with SQL meets the same rules.
CREATE FUNCTION "expert_plans_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  st text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'expert plans are never deleted (plan %)', OLD.id USING ERRCODE = 'P0001';
  END IF;
  SELECT "status" INTO st FROM "matches" WHERE "id" = NEW."match_id";
  IF TG_OP = 'INSERT' THEN
    IF st IS DISTINCT FROM 'scheduled' OR NEW."result" IS NOT NULL OR NEW."withdrawn_at" IS NOT NULL THEN
      RAISE EXCEPTION 'a plan is published only before its match kicks off' USING ERRCODE = 'P0001';
    END IF;
    RETURN NEW;
  END IF;
  IF (NEW."id", NEW."expert_id", NEW."match_id", NEW."sport", NEW."market", NEW."pick", NEW."line",
      NEW."odds", NEW."analysis", NEW."price_tenths", NEW."nonce", NEW."hash", NEW."published_at",
      NEW."locks_at")
     IS DISTINCT FROM
     (OLD."id", OLD."expert_id", OLD."match_id", OLD."sport", OLD."market", OLD."pick", OLD."line",
      OLD."odds", OLD."analysis", OLD."price_tenths", OLD."nonce", OLD."hash", OLD."published_at",
      OLD."locks_at") THEN
    RAISE EXCEPTION 'a plan''s content never changes (plan %)', OLD.id USING ERRCODE = 'P0001';
  END IF;
  IF NEW."withdrawn_at" IS DISTINCT FROM OLD."withdrawn_at" THEN
    IF OLD."withdrawn_at" IS NOT NULL OR NEW."withdrawn_at" IS NULL OR OLD."result" IS NOT NULL
       OR st IS DISTINCT FROM 'scheduled' THEN
      RAISE EXCEPTION 'a plan is withdrawn only before its match kicks off (plan %)', OLD.id USING ERRCODE = 'P0001';
    END IF;
  END IF;
  IF (NEW."result", NEW."profit", NEW."graded_at") IS DISTINCT FROM (OLD."result", OLD."profit", OLD."graded_at") THEN
    IF OLD."result" IS NOT NULL OR NEW."result" IS NULL OR NEW."graded_at" IS NULL OR OLD."withdrawn_at" IS NOT NULL
       OR st NOT IN ('finished', 'postponed', 'cancelled') THEN
      RAISE EXCEPTION 'a plan is graded once, after its match (plan %)', OLD.id USING ERRCODE = 'P0001';
    END IF;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "expert_plans_guard" BEFORE INSERT OR UPDATE OR DELETE ON "expert_plans"
  FOR EACH ROW EXECUTE FUNCTION "expert_plans_guard"();
--> statement-breakpoint
CREATE FUNCTION "plan_purchases_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ok boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'plan purchases are never deleted (purchase %)', OLD.id USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT p."withdrawn_at" IS NULL AND p."result" IS NULL AND m."status" = 'scheduled' INTO ok
      FROM "expert_plans" p JOIN "matches" m ON m."id" = p."match_id" WHERE p."id" = NEW."plan_id";
    IF ok IS NOT TRUE THEN
      RAISE EXCEPTION 'a plan is bought only before its match kicks off' USING ERRCODE = 'P0001';
    END IF;
    RETURN NEW;
  END IF;
  IF (NEW."id", NEW."plan_id", NEW."buyer_id", NEW."price_tenths", NEW."share_tenths", NEW."tx_id", NEW."created_at")
     IS DISTINCT FROM (OLD."id", OLD."plan_id", OLD."buyer_id", OLD."price_tenths", OLD."share_tenths", OLD."tx_id", OLD."created_at")
     OR OLD."refund_tx_id" IS NOT NULL THEN
    RAISE EXCEPTION 'a purchase changes only by its one refund (purchase %)', OLD.id USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "plan_purchases_guard" BEFORE INSERT OR UPDATE OR DELETE ON "plan_purchases"
  FOR EACH ROW EXECUTE FUNCTION "plan_purchases_guard"();
