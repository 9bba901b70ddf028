CREATE TABLE "competitions" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"kind" text DEFAULT 'league' NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"short_name_zh" text NOT NULL,
	"short_name_en" text NOT NULL,
	"short_name_vi" text NOT NULL,
	"area_zh" text NOT NULL,
	"area_en" text NOT NULL,
	"area_vi" text NOT NULL,
	"colour" text NOT NULL,
	"generated" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_collections" (
	"user_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_collections_user_id_match_id_pk" PRIMARY KEY("user_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "match_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"sport" text NOT NULL,
	"seq" integer NOT NULL,
	"phase" text NOT NULL,
	"at_second" integer NOT NULL,
	"minute" text NOT NULL,
	"kind" text NOT NULL,
	"side" text,
	"player_id" integer,
	"assist_player_id" integer,
	"out_player_id" integer,
	"points" smallint,
	"scored" boolean,
	"home_score" smallint NOT NULL,
	"away_score" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_lineups" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"side" text NOT NULL,
	"player_id" integer NOT NULL,
	"starter" boolean NOT NULL,
	"position" text NOT NULL,
	"shirt_number" smallint NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_reservations" (
	"user_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_reservations_user_id_match_id_pk" PRIMARY KEY("user_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "match_stats" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"home" jsonb NOT NULL,
	"away" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"competition_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"round_id" integer,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"venue_id" integer,
	"kickoff" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"phase" text DEFAULT 'NS' NOT NULL,
	"clock_seconds" integer DEFAULT 0 NOT NULL,
	"match_str" text DEFAULT '' NOT NULL,
	"home_score" smallint DEFAULT 0 NOT NULL,
	"away_score" smallint DEFAULT 0 NOT NULL,
	"home_half_score" smallint,
	"away_half_score" smallint,
	"period_scores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"home_penalties" smallint,
	"away_penalties" smallint,
	"home_red" smallint DEFAULT 0 NOT NULL,
	"away_red" smallint DEFAULT 0 NOT NULL,
	"home_yellow" smallint DEFAULT 0 NOT NULL,
	"away_yellow" smallint DEFAULT 0 NOT NULL,
	"home_corners" smallint DEFAULT 0 NOT NULL,
	"away_corners" smallint DEFAULT 0 NOT NULL,
	"home_formation" text,
	"away_formation" text,
	"knockout" boolean DEFAULT false NOT NULL,
	"sim_seed" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "odds" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"market" text NOT NULL,
	"current" jsonb NOT NULL,
	"opening" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "odds_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"odds_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"minute" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"appearances" smallint DEFAULT 0 NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"goals" smallint DEFAULT 0 NOT NULL,
	"assists" smallint DEFAULT 0 NOT NULL,
	"penalties" smallint DEFAULT 0 NOT NULL,
	"yellow" smallint DEFAULT 0 NOT NULL,
	"red" smallint DEFAULT 0 NOT NULL,
	"points_per_game" real,
	"rebounds_per_game" real,
	"assists_per_game" real,
	"steals_per_game" real,
	"blocks_per_game" real,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"shirt_number" smallint NOT NULL,
	"position" text NOT NULL,
	"nationality" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"number" integer NOT NULL,
	"stage" text DEFAULT 'league' NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"label" text NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"anchor_on" date
);
--> statement-breakpoint
CREATE TABLE "standings" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"group_key" text DEFAULT '' NOT NULL,
	"position" smallint NOT NULL,
	"played" smallint DEFAULT 0 NOT NULL,
	"won" smallint DEFAULT 0 NOT NULL,
	"drawn" smallint DEFAULT 0 NOT NULL,
	"lost" smallint DEFAULT 0 NOT NULL,
	"goals_for" integer DEFAULT 0 NOT NULL,
	"goals_against" integer DEFAULT 0 NOT NULL,
	"points" smallint DEFAULT 0 NOT NULL,
	"form" text DEFAULT '' NOT NULL,
	"win_pct" real,
	"games_behind" real,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"sport" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"short_name_zh" text NOT NULL,
	"short_name_en" text NOT NULL,
	"short_name_vi" text NOT NULL,
	"country" text NOT NULL,
	"founded" smallint,
	"colour_primary" text NOT NULL,
	"colour_secondary" text NOT NULL,
	"venue_id" integer,
	"rating" smallint DEFAULT 50 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"city_zh" text NOT NULL,
	"city_en" text NOT NULL,
	"city_vi" text NOT NULL,
	"capacity" integer,
	CONSTRAINT "venues_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "match_collections" ADD CONSTRAINT "match_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_collections" ADD CONSTRAINT "match_collections_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_lineups" ADD CONSTRAINT "match_lineups_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reservations" ADD CONSTRAINT "match_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reservations" ADD CONSTRAINT "match_reservations_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_stats" ADD CONSTRAINT "match_stats_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds" ADD CONSTRAINT "odds_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds_history" ADD CONSTRAINT "odds_history_odds_id_odds_id_fk" FOREIGN KEY ("odds_id") REFERENCES "public"."odds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings" ADD CONSTRAINT "standings_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings" ADD CONSTRAINT "standings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_collections_match_idx" ON "match_collections" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_events_match_seq_uq" ON "match_events" USING btree ("match_id","seq");--> statement-breakpoint
CREATE INDEX "match_events_match_second_idx" ON "match_events" USING btree ("match_id","at_second");--> statement-breakpoint
CREATE UNIQUE INDEX "match_lineups_match_player_uq" ON "match_lineups" USING btree ("match_id","side","player_id");--> statement-breakpoint
CREATE INDEX "match_reservations_match_idx" ON "match_reservations" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_fixture_uq" ON "matches" USING btree ("season_id","home_team_id","away_team_id","kickoff");--> statement-breakpoint
CREATE INDEX "matches_kickoff_idx" ON "matches" USING btree ("kickoff");--> statement-breakpoint
CREATE INDEX "matches_sport_kickoff_idx" ON "matches" USING btree ("sport","kickoff");--> statement-breakpoint
CREATE INDEX "matches_status_sport_idx" ON "matches" USING btree ("status","sport");--> statement-breakpoint
CREATE INDEX "matches_competition_kickoff_idx" ON "matches" USING btree ("competition_id","kickoff");--> statement-breakpoint
CREATE INDEX "matches_home_kickoff_idx" ON "matches" USING btree ("home_team_id","kickoff");--> statement-breakpoint
CREATE INDEX "matches_away_kickoff_idx" ON "matches" USING btree ("away_team_id","kickoff");--> statement-breakpoint
CREATE UNIQUE INDEX "odds_match_company_market_uq" ON "odds" USING btree ("match_id","company_id","market");--> statement-breakpoint
CREATE INDEX "odds_history_odds_at_idx" ON "odds_history" USING btree ("odds_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_stats_season_player_uq" ON "player_stats" USING btree ("season_id","player_id");--> statement-breakpoint
CREATE INDEX "player_stats_season_goals_idx" ON "player_stats" USING btree ("season_id","goals" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "players_team_shirt_uq" ON "players" USING btree ("team_id","shirt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_season_number_uq" ON "rounds" USING btree ("season_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_competition_label_uq" ON "seasons" USING btree ("competition_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "standings_season_group_team_uq" ON "standings" USING btree ("season_id","group_key","team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_key_uq" ON "teams" USING btree ("key");