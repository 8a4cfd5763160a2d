-- The Sinhala and Tamil search's narrow copy (issue 23): see schema/products.ts, productTranslationSearch.
CREATE TABLE "product_translation_search" (
	"product_id" uuid NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"sub_category" text NOT NULL,
	"bestseller" boolean NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	CONSTRAINT "product_translation_search_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
ALTER TABLE "product_translation_search" ADD CONSTRAINT "product_translation_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_translation_search_vector_idx" ON "product_translation_search" USING gin ("search_vector");--> statement-breakpoint
-- Kept by statement triggers, as product_search is (0015): a translation written for an active product is
-- copied with the product's date and filters, and a removed one leaves; an edited product's translations are
-- copied again (its date or filters may have changed), a removed product's leave, a restored product's come back.
-- A row is written only when what the copy holds differs (a review's new rating leaves no dead row).
CREATE FUNCTION public.keep_translation_search_written() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    INSERT INTO "product_translation_search"
        ("product_id", "language", "created_at", "category", "sub_category", "bestseller", "search_vector")
      SELECT t."product_id", t."language", p."created_at", p."category", p."sub_category", p."bestseller",
             t."search_vector"
      FROM changed t JOIN "products" p ON p."id" = t."product_id"
      WHERE p."deleted_at" IS NULL
      ON CONFLICT ("product_id", "language") DO UPDATE SET "search_vector" = excluded."search_vector"
      WHERE "product_translation_search"."search_vector" IS DISTINCT FROM excluded."search_vector";
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE FUNCTION public.keep_translation_search_removed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    DELETE FROM "product_translation_search" s USING changed t
      WHERE s."product_id" = t."product_id" AND s."language" = t."language";
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE FUNCTION public.keep_translation_search_of_products() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    DELETE FROM "product_translation_search"
      WHERE "product_id" IN (SELECT "id" FROM changed WHERE "deleted_at" IS NOT NULL);
    INSERT INTO "product_translation_search"
        ("product_id", "language", "created_at", "category", "sub_category", "bestseller", "search_vector")
      SELECT t."product_id", t."language", p."created_at", p."category", p."sub_category", p."bestseller",
             t."search_vector"
      FROM changed p JOIN "product_translations" t ON t."product_id" = p."id"
      WHERE p."deleted_at" IS NULL
      ON CONFLICT ("product_id", "language") DO UPDATE SET
        "created_at" = excluded."created_at",
        "category" = excluded."category",
        "sub_category" = excluded."sub_category",
        "bestseller" = excluded."bestseller",
        "search_vector" = excluded."search_vector"
      WHERE ("product_translation_search"."created_at", "product_translation_search"."category",
             "product_translation_search"."sub_category", "product_translation_search"."bestseller",
             "product_translation_search"."search_vector")
        IS DISTINCT FROM (excluded."created_at", excluded."category", excluded."sub_category",
             excluded."bestseller", excluded."search_vector");
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER "products_keep_translation_search_edited" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.keep_translation_search_of_products();--> statement-breakpoint
CREATE TRIGGER "translations_keep_search_added" AFTER INSERT ON "product_translations"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.keep_translation_search_written();--> statement-breakpoint
CREATE TRIGGER "translations_keep_search_edited" AFTER UPDATE ON "product_translations"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.keep_translation_search_written();--> statement-breakpoint
CREATE TRIGGER "translations_keep_search_removed" AFTER DELETE ON "product_translations"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.keep_translation_search_removed();--> statement-breakpoint
INSERT INTO "product_translation_search"
    ("product_id", "language", "created_at", "category", "sub_category", "bestseller", "search_vector")
  SELECT t."product_id", t."language", p."created_at", p."category", p."sub_category", p."bestseller",
         t."search_vector"
  FROM "product_translations" t JOIN "products" p ON p."id" = t."product_id"
  WHERE p."deleted_at" IS NULL;
