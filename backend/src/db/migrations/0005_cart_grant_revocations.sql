CREATE TABLE "cart_grant_revocations" (
	"request_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
