CREATE TABLE "product_stock" (
	"product_id" uuid NOT NULL,
	"size" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stock_product_id_size_pk" PRIMARY KEY("product_id","size"),
	CONSTRAINT "product_stock_quantity_not_negative" CHECK ("product_stock"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Products that existed before stock was kept start with 20 of each listed size, so the shop does not sell out overnight; the admin sets the real counts.
INSERT INTO "product_stock" ("product_id", "size", "quantity") SELECT "products"."id", "listed"."size", 20 FROM "products", jsonb_array_elements_text("products"."sizes") AS "listed"("size") ON CONFLICT DO NOTHING;
