CREATE TABLE "anchor_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"real_name_sealed" text NOT NULL,
	"real_name_masked" text NOT NULL,
	"id_number_sealed" text NOT NULL,
	"id_number_masked" text NOT NULL,
	"contact" text NOT NULL,
	"id_front_url" text NOT NULL,
	"id_back_url" text NOT NULL,
	"experience" text NOT NULL,
	"inviter_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anchor_applications_status_ck" CHECK ("anchor_applications"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "personal_data_reads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reader_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"what" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anchor_applications" ADD CONSTRAINT "anchor_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor_applications" ADD CONSTRAINT "anchor_applications_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor_applications" ADD CONSTRAINT "anchor_applications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_reads" ADD CONSTRAINT "personal_data_reads_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_reads" ADD CONSTRAINT "personal_data_reads_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "anchor_applications_waiting_uq" ON "anchor_applications" USING btree ("user_id") WHERE "anchor_applications"."status" = 0;--> statement-breakpoint
CREATE INDEX "anchor_applications_user_idx" ON "anchor_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "anchor_applications_status_idx" ON "anchor_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "personal_data_reads_subject_idx" ON "personal_data_reads" USING btree ("subject_id","read_at");