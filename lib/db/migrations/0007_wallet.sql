CREATE TABLE "charge_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"coins_tenths" bigint NOT NULL,
	"bonus_tenths" bigint DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"tx_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"anchor_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	"num" integer NOT NULL,
	"total_tenths" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"price_tenths" bigint NOT NULL,
	"icon" text NOT NULL,
	"effect" text DEFAULT '' NOT NULL,
	"effect_level" smallint DEFAULT 0 NOT NULL,
	"combo" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "horns" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"free_month" text,
	"cost_tenths" bigint DEFAULT 0 NOT NULL,
	"large" boolean DEFAULT false NOT NULL,
	"tx_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewer_id" integer
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "income_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_tenths" bigint NOT NULL,
	"source_tx_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "noble_horn_usage" (
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "noble_horn_usage_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "noble_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"monthly_price_tenths" bigint NOT NULL,
	"badge_color" text NOT NULL,
	"entry_effect" text DEFAULT '' NOT NULL,
	"horn_large" boolean DEFAULT false NOT NULL,
	"free_horns_per_month" integer DEFAULT 0 NOT NULL,
	"mute_protection" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"holder_name" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"number_masked" text NOT NULL,
	"number_sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"rule_id" integer,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"coins_tenths" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"provider_trade_no" text,
	"tx_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_nobles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tier_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"balance_tenths" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_not_negative" CHECK ("wallet_accounts"."allow_negative" or "wallet_accounts"."balance_tenths" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tx_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount_tenths" bigint NOT NULL,
	"balance_after_tenths" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"user_id" integer,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_tenths" bigint NOT NULL,
	"method" text NOT NULL,
	"account_masked" text NOT NULL,
	"holder_name" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"tx_id" integer NOT NULL,
	"close_tx_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewer_id" integer
);
--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_tx_id_wallet_transactions_id_fk" FOREIGN KEY ("tx_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horns" ADD CONSTRAINT "horns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horns" ADD CONSTRAINT "horns_tx_id_wallet_transactions_id_fk" FOREIGN KEY ("tx_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horns" ADD CONSTRAINT "horns_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_settlements" ADD CONSTRAINT "income_settlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_settlements" ADD CONSTRAINT "income_settlements_source_tx_id_wallet_transactions_id_fk" FOREIGN KEY ("source_tx_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noble_horn_usage" ADD CONSTRAINT "noble_horn_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_rule_id_charge_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."charge_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_tx_id_wallet_transactions_id_fk" FOREIGN KEY ("tx_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_nobles" ADD CONSTRAINT "user_nobles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_nobles" ADD CONSTRAINT "user_nobles_tier_id_noble_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."noble_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_tx_id_wallet_transactions_id_fk" FOREIGN KEY ("tx_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_tx_id_wallet_transactions_id_fk" FOREIGN KEY ("tx_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_close_tx_id_wallet_transactions_id_fk" FOREIGN KEY ("close_tx_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_sends_tx_uq" ON "gift_sends" USING btree ("tx_id");--> statement-breakpoint
CREATE INDEX "gift_sends_room_idx" ON "gift_sends" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_sends_user_idx" ON "gift_sends" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "gift_sends_anchor_idx" ON "gift_sends" USING btree ("anchor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_slug_uq" ON "gifts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "horns_status_idx" ON "horns" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "horns_user_idx" ON "horns" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "income_settlements_source_uq" ON "income_settlements" USING btree ("source_tx_id");--> statement-breakpoint
CREATE INDEX "income_settlements_due_idx" ON "income_settlements" USING btree ("user_id","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "noble_tiers_level_uq" ON "noble_tiers" USING btree ("level");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_no_uq" ON "recharge_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "recharge_orders_user_idx" ON "recharge_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_kind_user_uq" ON "wallet_accounts" USING btree ("kind",coalesce("user_id", 0));--> statement-breakpoint
CREATE INDEX "wallet_entries_account_idx" ON "wallet_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "wallet_entries_tx_idx" ON "wallet_entries" USING btree ("tx_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_key_uq" ON "wallet_transactions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_idx" ON "wallet_transactions" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_tx_uq" ON "withdrawals" USING btree ("tx_id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_balance_not_negative" CHECK ("users"."balance_tenths" >= 0);--> statement-breakpoint
-- Balances held before the ledger existed become opening transactions from promotions, so every balance is the sum of its entries.
INSERT INTO "wallet_accounts" ("kind", "user_id", "balance_tenths", "allow_negative")
SELECT 'promotions', NULL, 0, true WHERE EXISTS (SELECT 1 FROM "users" WHERE "balance_tenths" > 0);
--> statement-breakpoint
INSERT INTO "wallet_accounts" ("kind", "user_id", "balance_tenths")
SELECT 'coins', "id", "balance_tenths" FROM "users" WHERE "balance_tenths" > 0;
--> statement-breakpoint
INSERT INTO "wallet_transactions" ("kind", "key", "user_id", "meta")
SELECT 'opening', 'opening:' || "id", "id", '{}'::jsonb FROM "users" WHERE "balance_tenths" > 0;
--> statement-breakpoint
INSERT INTO "wallet_entries" ("tx_id", "account_id", "amount_tenths", "balance_after_tenths")
SELECT t."id", a."id", u."balance_tenths", u."balance_tenths"
FROM "users" u
JOIN "wallet_transactions" t ON t."key" = 'opening:' || u."id"
JOIN "wallet_accounts" a ON a."kind" = 'coins' AND a."user_id" = u."id"
WHERE u."balance_tenths" > 0;
--> statement-breakpoint
INSERT INTO "wallet_entries" ("tx_id", "account_id", "amount_tenths", "balance_after_tenths")
SELECT t."id", p."id", -u."balance_tenths", -sum(u."balance_tenths") OVER (ORDER BY u."id")
FROM "users" u
JOIN "wallet_transactions" t ON t."key" = 'opening:' || u."id"
JOIN "wallet_accounts" p ON p."kind" = 'promotions' AND p."user_id" IS NULL
WHERE u."balance_tenths" > 0;
--> statement-breakpoint
UPDATE "wallet_accounts" SET "balance_tenths" = (SELECT -coalesce(sum("balance_tenths"), 0) FROM "users" WHERE "balance_tenths" > 0)
WHERE "kind" = 'promotions' AND "user_id" IS NULL;
