CREATE TABLE "assist_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"type" text NOT NULL,
	"scheduled_for" timestamp with time zone,
	"accepted" boolean DEFAULT false NOT NULL,
	"helper_id" uuid,
	"helper_name" text,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	CONSTRAINT "assist_requests_type_check" CHECK ("assist_requests"."type" in ('Live Assistance', 'Scheduled Session')),
	CONSTRAINT "assist_requests_accept_has_helper" CHECK ("assist_requests"."accepted" = ("assist_requests"."helper_id" is not null)),
	CONSTRAINT "assist_requests_schedule_has_time" CHECK (("assist_requests"."type" = 'Scheduled Session') = ("assist_requests"."scheduled_for" is not null)),
	CONSTRAINT "assist_requests_closed_by_check" CHECK (("assist_requests"."closed_at" is null) = ("assist_requests"."closed_by" is null))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"user_email" text NOT NULL,
	"sender_id" uuid NOT NULL,
	"from" text NOT NULL,
	"content" text NOT NULL,
	"audio_url" text,
	"audio_duration" real,
	"client_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_seq_unique" UNIQUE("seq"),
	CONSTRAINT "messages_from_check" CHECK ("messages"."from" in ('user', 'assistant')),
	CONSTRAINT "messages_content_length" CHECK (char_length("messages"."content") <= 2000),
	CONSTRAINT "messages_text_or_audio" CHECK ("messages"."audio_url" is not null or char_length("messages"."content") >= 1),
	CONSTRAINT "messages_audio_has_duration" CHECK (("messages"."audio_url" is null) = ("messages"."audio_duration" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "assist_requests_one_open_per_user" ON "assist_requests" USING btree ("user_id") WHERE "assist_requests"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "assist_requests_open_idx" ON "assist_requests" USING btree ("created_at") WHERE "assist_requests"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "assist_requests_helper_idx" ON "assist_requests" USING btree ("helper_id") WHERE "assist_requests"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("user_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_id_unique" ON "messages" USING btree ("sender_id","client_message_id") WHERE "messages"."client_message_id" is not null;