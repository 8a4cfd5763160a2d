-- A product card or page suggestion a helper sends with a chat message (contracts MessageAttachment), shown to the
-- shopper as a card. Older messages have none: a nullable column, no rewrite of the table.
ALTER TABLE "messages" ADD COLUMN "attachment" jsonb;