-- The catalogue's version: one row, moved on in the same transaction as any change to the products table
-- (add, remove, update) by a statement trigger, which also announces the new version with
-- NOTIFY catalogue_changed. Stock (product_stock, which every order changes) has no trigger: a NOTIFY in
-- every order's transaction serialised their commits (orders/s fell fourfold). The service announces stock
-- changes itself after they commit, at most one NOTIFY per 50 ms per instance (catalogue-changes.ts).
-- NOTIFY is delivered at commit, so every instance drops its cached catalogue exactly when the change becomes visible, and never for a change that was rolled back.
CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version bigint;
BEGIN
	UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
	PERFORM pg_notify('catalogue_changed', next_version::text);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
