-- Every PayHere notification as it came and what the store made of it (issue 25); indexes for the sweep
-- that cancels card orders nobody paid within CARD_PENDING_MINUTES.
CREATE TABLE "payment_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"order_ref" text NOT NULL,
	"status_code" text NOT NULL,
	"verified" boolean NOT NULL,
	"outcome" text NOT NULL,
	"fields" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_ref","id");--> statement-breakpoint
CREATE INDEX "orders_unpaid_card_idx" ON "orders" USING btree ("created_at") WHERE "orders"."payment_method" = 'Card' and "orders"."payment" = false and "orders"."stock_held";--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id","type");