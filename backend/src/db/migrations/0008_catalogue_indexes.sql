-- The list's totals are kept per catalogue version: the `catalogue_version` row and its trigger come from
-- 0007_catalogue_version (the catalogue cache's). Search needs pg_trgm (similar words, for misspellings)
-- and unaccent; both are trusted extensions on PostgreSQL 13+, and PGlite loads them from @electric-sql/pglite/contrib (backend/src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
-- unaccent() is STABLE (its dictionary could change); generated columns and indexes need IMMUTABLE, so the
-- dictionary is named explicitly and the wrapper declared IMMUTABLE, the usual way.
CREATE OR REPLACE FUNCTION public.store_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE TABLE "catalogue_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_listing_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, store_unaccent("name")), 'A') || setweight(to_tsvector('english'::regconfig, "category" || ' ' || "sub_category"), 'B') || setweight(to_tsvector('english'::regconfig, store_unaccent("description")), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_words_trgm_idx" ON "catalogue_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_active_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_active_category_idx" ON "products" USING btree ("category","sub_category","created_at" DESC NULLS LAST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_active_sub_category_idx" ON "products" USING btree ("sub_category","created_at" DESC NULLS LAST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_active_price_idx" ON "products" USING btree ("price_cents","created_at" DESC NULLS LAST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_active_price_desc_idx" ON "products" USING btree ("price_cents" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- The words search suggests from: lower case, accents folded, letters only, three or more of them.
CREATE OR REPLACE FUNCTION public.catalogue_words_of(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT DISTINCT w FROM regexp_split_to_table(public.store_unaccent(lower($1)), '[^a-z]+') AS w WHERE length(w) >= 3 $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.remember_catalogue_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    INSERT INTO "catalogue_words" ("word")
      SELECT DISTINCT w FROM added, public.catalogue_words_of(added."name" || ' ' || added."description") AS w
      ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER "products_remember_words_added" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION public.remember_catalogue_words();--> statement-breakpoint
CREATE TRIGGER "products_remember_words_edited" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION public.remember_catalogue_words();--> statement-breakpoint
INSERT INTO "catalogue_words" ("word")
  SELECT DISTINCT w FROM "products", public.catalogue_words_of("name" || ' ' || "description") AS w
  ON CONFLICT DO NOTHING;
