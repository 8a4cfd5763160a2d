-- Reviews by verified buyers, one per shopper per product, and the rating they make, kept on the product row
-- (count and sum of the visible reviews' stars, recomputed in each review change's transaction) so every
-- catalogue read carries it and the collection can sort by it through an index.
CREATE TABLE "product_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" uuid,
	CONSTRAINT "product_reviews_one_per_shopper" UNIQUE("product_id","user_id"),
	CONSTRAINT "product_reviews_rating_range" CHECK ("product_reviews"."rating" between 1 and 5),
	CONSTRAINT "product_reviews_language" CHECK ("product_reviews"."language" in ('en', 'si', 'ta')),
	CONSTRAINT "product_reviews_title_length" CHECK (char_length("product_reviews"."title") <= 120),
	CONSTRAINT "product_reviews_text_length" CHECK (char_length("product_reviews"."text") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_average" numeric(3, 2) GENERATED ALWAYS AS (case when "rating_count" > 0 then round("rating_total"::numeric / "rating_count", 2) end) STORED;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reviews_product_newest_idx" ON "product_reviews" USING btree ("product_id","created_at" DESC NULLS LAST,"id") WHERE "product_reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "product_reviews_newest_idx" ON "product_reviews" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_active_rating_idx" ON "products" USING btree ("rating_average" desc nulls last,"rating_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE "products"."deleted_at" is null;