-- Helpers' presence (Available / Away, and when an instance last saw them with live help open), and an index
-- for the recent live waits that /live-start's estimate is made of.
CREATE TABLE "helper_presence" (
	"helper_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "helper_presence_status_check" CHECK ("helper_presence"."status" in ('available', 'away'))
);
--> statement-breakpoint
CREATE INDEX "assist_requests_live_accepted_idx" ON "assist_requests" USING btree ("accepted_at") WHERE "assist_requests"."type" = 'Live Assistance' and "assist_requests"."accepted_at" is not null;