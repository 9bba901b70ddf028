CREATE TABLE "anchor_follows" (
	"user_id" integer NOT NULL,
	"anchor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anchor_follows_user_id_anchor_id_pk" PRIMARY KEY("user_id","anchor_id")
);
--> statement-breakpoint
CREATE TABLE "blocked_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer,
	"lang" text DEFAULT '*' NOT NULL,
	"word" text NOT NULL,
	"action" text DEFAULT 'hide' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"title" text NOT NULL,
	"sport" text NOT NULL,
	"match_id" integer,
	"language" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"recorded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"chat_id" text NOT NULL,
	"device" text,
	"by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"from_id" text NOT NULL,
	"user_id" integer,
	"nick" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"level" smallint DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"barrage" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "chat_mutes" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"chat_id" text NOT NULL,
	"until" timestamp with time zone,
	"broadcast_id" bigint,
	"by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_reservations" (
	"user_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_reservations_user_id_schedule_id_pk" PRIMARY KEY("user_id","schedule_id")
);
--> statement-breakpoint
CREATE TABLE "live_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"title" text NOT NULL,
	"match_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"target_chat_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_admins" (
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"appointed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_admins_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"anchor_id" integer NOT NULL,
	"title" text NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"sport" text NOT NULL,
	"category_id" integer,
	"match_id" integer,
	"language" text NOT NULL,
	"stream_name" text NOT NULL,
	"state" text DEFAULT 'offline' NOT NULL,
	"broadcast_id" bigint,
	"live_since" timestamp with time zone,
	"slow_mode_s" integer DEFAULT 0 NOT NULL,
	"chat_policy" text DEFAULT 'everyone' NOT NULL,
	"chat_min_age_min" integer DEFAULT 0 NOT NULL,
	"emoji_only" boolean DEFAULT false NOT NULL,
	"no_links" boolean DEFAULT false NOT NULL,
	"chat_seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_notice_len" CHECK (char_length("rooms"."notice") <= 50)
);
--> statement-breakpoint
ALTER TABLE "anchor_follows" ADD CONSTRAINT "anchor_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor_follows" ADD CONSTRAINT "anchor_follows_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_words" ADD CONSTRAINT "blocked_words_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_blacklist" ADD CONSTRAINT "chat_blacklist_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_blacklist" ADD CONSTRAINT "chat_blacklist_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_reservations" ADD CONSTRAINT "live_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_reservations" ADD CONSTRAINT "live_reservations_schedule_id_live_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."live_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_schedules" ADD CONSTRAINT "live_schedules_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_schedules" ADD CONSTRAINT "live_schedules_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_admins" ADD CONSTRAINT "room_admins_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_admins" ADD CONSTRAINT "room_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_admins" ADD CONSTRAINT "room_admins_appointed_by_users_id_fk" FOREIGN KEY ("appointed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_category_id_live_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."live_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anchor_follows_anchor_idx" ON "anchor_follows" USING btree ("anchor_id");--> statement-breakpoint
CREATE INDEX "blocked_words_room_idx" ON "blocked_words" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "broadcasts_room_idx" ON "broadcasts" USING btree ("room_id","started_at");--> statement-breakpoint
CREATE INDEX "broadcasts_recorded_idx" ON "broadcasts" USING btree ("recorded","ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_blacklist_room_chat_uq" ON "chat_blacklist" USING btree ("room_id","chat_id");--> statement-breakpoint
CREATE INDEX "chat_blacklist_room_device_idx" ON "chat_blacklist" USING btree ("room_id","device");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_room_seq_uq" ON "chat_messages" USING btree ("room_id","seq");--> statement-breakpoint
CREATE INDEX "chat_messages_from_idx" ON "chat_messages" USING btree ("room_id","from_id");--> statement-breakpoint
CREATE INDEX "chat_mutes_room_chat_idx" ON "chat_mutes" USING btree ("room_id","chat_id");--> statement-breakpoint
CREATE INDEX "live_reservations_schedule_idx" ON "live_reservations" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "live_schedules_room_idx" ON "live_schedules" USING btree ("room_id","starts_at");--> statement-breakpoint
CREATE INDEX "moderation_log_room_idx" ON "moderation_log" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_anchor_uq" ON "rooms" USING btree ("anchor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_stream_uq" ON "rooms" USING btree ("stream_name");--> statement-breakpoint
CREATE INDEX "rooms_state_idx" ON "rooms" USING btree ("state","sport");--> statement-breakpoint
CREATE INDEX "rooms_match_idx" ON "rooms" USING btree ("match_id");