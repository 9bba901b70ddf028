CREATE TABLE "player_absences" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"starts_on" date NOT NULL,
	"returns_on" date,
	"season_id" integer,
	"cause_match_id" integer,
	"match_id" integer
);
--> statement-breakpoint
ALTER TABLE "player_absences" ADD CONSTRAINT "player_absences_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_absences" ADD CONSTRAINT "player_absences_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_absences" ADD CONSTRAINT "player_absences_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_absences" ADD CONSTRAINT "player_absences_cause_match_id_matches_id_fk" FOREIGN KEY ("cause_match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_absences" ADD CONSTRAINT "player_absences_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_absences_player_kind_start_uq" ON "player_absences" USING btree ("player_id","kind","starts_on");--> statement-breakpoint
CREATE INDEX "player_absences_team_idx" ON "player_absences" USING btree ("team_id","returns_on");--> statement-breakpoint
CREATE INDEX "player_absences_match_idx" ON "player_absences" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "player_absences_season_idx" ON "player_absences" USING btree ("season_id");