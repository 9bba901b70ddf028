CREATE TABLE "invite_visits" (
	"inviter_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_visits_inviter_id_day_visitor_pk" PRIMARY KEY("inviter_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"friend_id" integer PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"activity" text NOT NULL,
	"status" text NOT NULL,
	"inviter_tenths" integer DEFAULT 0 NOT NULL,
	"friend_tenths" integer DEFAULT 0 NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_devices" (
	"user_id" integer NOT NULL,
	"device" text NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_devices_user_id_device_pk" PRIMARY KEY("user_id","device")
);
--> statement-breakpoint
ALTER TABLE "invite_visits" ADD CONSTRAINT "invite_visits_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_devices" ADD CONSTRAINT "user_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_inviter_idx" ON "referrals" USING btree ("inviter_id","day");--> statement-breakpoint
CREATE INDEX "user_devices_device_idx" ON "user_devices" USING btree ("device");