-- The catalogue in Sinhala and Tamil (ADR 014). English stays in `products`; each product may have one
-- row per other language here, every field optional (the catalogue falls back to English field by field).
-- PostgreSQL has no Sinhala or Tamil stemmer, so their text is searched with the `simple` configuration over
-- `store_search_text`: composed (NFC, however the keyboard typed it), zero-width joiners removed (a
-- Sinhala conjunct is the same word with or without them, and a non-C ctype splits words at them),
-- accents folded and lower case. Misspelt words are looked up among the catalogue's words as before; the
-- word list now keeps Sinhala (U+0D80–U+0DFF) and Tamil (U+0B80–U+0BFF) words too, vowel signs and virama
-- included. pg_trgm sees no letters outside ASCII in a database whose ctype is C (PostgreSQL 15 with
-- --locale=C: show_trgm('කලිසම') is empty), so those words carry trigrams of their own, made by code
-- point the way pg_trgm makes them ("  w", " wo", …, "d "), compared by the same similarity.
CREATE OR REPLACE FUNCTION public.store_search_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.store_unaccent(translate(normalize($1, NFC), U&'\200C\200D', ''))) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.script_trigrams(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE WHEN $1 ~ '^[a-z]*$' THEN NULL ELSE (
    SELECT array_agg(DISTINCT substr(padded.word, i, 3))
    FROM (SELECT '  ' || $1 || ' ' AS word) AS padded, generate_series(1, length(padded.word) - 2) AS i
  ) END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.script_similarity(text[], text[]) RETURNS real
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE WHEN shared.n = 0 THEN 0::real
    ELSE (shared.n::real / (cardinality($1) + cardinality($2) - shared.n)) END
    FROM (SELECT count(*) AS n FROM unnest($1) AS t WHERE t = ANY ($2)) AS shared $$;--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" uuid NOT NULL,
	"language" text NOT NULL,
	"name" text,
	"description" text,
	"image_alts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, store_search_text(coalesce("name", ''))), 'A') || setweight(to_tsvector('simple'::regconfig, store_search_text(coalesce("description", ''))), 'C')) STORED NOT NULL,
	CONSTRAINT "product_translations_product_id_language_pk" PRIMARY KEY("product_id","language"),
	CONSTRAINT "product_translations_language" CHECK ("product_translations"."language" in ('si', 'ta'))
);
--> statement-breakpoint
ALTER TABLE "catalogue_words" ADD COLUMN "trigrams" text[] GENERATED ALWAYS AS (script_trigrams("word")) STORED;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_translations_search_vector_idx" ON "product_translations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "catalogue_words_trigrams_idx" ON "catalogue_words" USING gin ("trigrams");--> statement-breakpoint
-- The words search suggests from: English as before ([a-z], accents folded), and Sinhala and Tamil words,
-- each script a word of its own, three code points or more.
CREATE OR REPLACE FUNCTION public.catalogue_words_of(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT DISTINCT m[1] FROM regexp_matches(public.store_search_text($1), '([a-z]+|[\u0D80-\u0DFF]+|[\u0B80-\u0BFF]+)', 'g') AS m WHERE length(m[1]) >= 3 $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.remember_translated_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    INSERT INTO "catalogue_words" ("word")
      SELECT DISTINCT w FROM added,
        public.catalogue_words_of(coalesce(added."name", '') || ' ' || coalesce(added."description", '')) AS w
      ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER "product_translations_remember_words_added" AFTER INSERT ON "product_translations"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION public.remember_translated_words();--> statement-breakpoint
CREATE TRIGGER "product_translations_remember_words_edited" AFTER UPDATE ON "product_translations"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION public.remember_translated_words();--> statement-breakpoint
-- A translation is part of the catalogue: its changes move the version on and announce it (0007), so every
-- instance drops its cached answers, in every language.
CREATE TRIGGER "product_translations_bump_catalogue_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
