-- The English search's narrow copy of each active product (issue 23): see schema/products.ts, productSearch.
CREATE TABLE "product_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"sub_category" text NOT NULL,
	"bestseller" boolean NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
-- Kept from products by statement triggers: an added or edited active product is written when what the copy
-- holds differs (a review's new rating changes nothing here, so it leaves no dead row), a removed one leaves,
-- a restored one comes back. A table rewrite fires no trigger: a later migration that changes how
-- products.search_vector is made must run the backfill below again, as an upsert.
CREATE FUNCTION public.keep_product_search() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    DELETE FROM "product_search" WHERE "product_id" IN (SELECT "id" FROM changed WHERE "deleted_at" IS NOT NULL);
    INSERT INTO "product_search" ("product_id", "created_at", "category", "sub_category", "bestseller", "search_vector")
      SELECT "id", "created_at", "category", "sub_category", "bestseller", "search_vector" FROM changed
      WHERE "deleted_at" IS NULL
      ON CONFLICT ("product_id") DO UPDATE SET
        "created_at" = excluded."created_at",
        "category" = excluded."category",
        "sub_category" = excluded."sub_category",
        "bestseller" = excluded."bestseller",
        "search_vector" = excluded."search_vector"
      WHERE ("product_search"."created_at", "product_search"."category", "product_search"."sub_category",
             "product_search"."bestseller", "product_search"."search_vector")
        IS DISTINCT FROM (excluded."created_at", excluded."category", excluded."sub_category",
             excluded."bestseller", excluded."search_vector");
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER "products_keep_search_added" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.keep_product_search();--> statement-breakpoint
CREATE TRIGGER "products_keep_search_edited" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.keep_product_search();--> statement-breakpoint
INSERT INTO "product_search" ("product_id", "created_at", "category", "sub_category", "bestseller", "search_vector")
  SELECT "id", "created_at", "category", "sub_category", "bestseller", "search_vector" FROM "products"
  WHERE "deleted_at" IS NULL;