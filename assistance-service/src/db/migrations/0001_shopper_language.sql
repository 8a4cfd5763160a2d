-- The shopper's language on help requests and the sender's on chat messages (en, si, ta), as their storefront
-- was showing it. Rows from before languages are English: a constant default fills them without rewriting a table.
ALTER TABLE "assist_requests" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "assist_requests" ADD CONSTRAINT "assist_requests_language_check" CHECK ("assist_requests"."language" in ('en', 'si', 'ta'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_language_check" CHECK ("messages"."language" in ('en', 'si', 'ta'));