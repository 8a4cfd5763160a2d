-- A shopper's latest request, closed ones too: the conversation they ask to have mailed after the session.
CREATE INDEX "assist_requests_user_created_idx" ON "assist_requests" USING btree ("user_id","created_at");
