-- Each helper's quick replies (a short list they edit on the live view), kept on the server so they follow the
-- helper to any browser.
CREATE TABLE "helper_quick_replies" (
	"helper_id" uuid PRIMARY KEY NOT NULL,
	"replies" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
