ALTER TABLE "receipts" ADD COLUMN "source_sha256" text;--> statement-breakpoint
CREATE INDEX "receipts_user_source_sha256_idx" ON "receipts" USING btree ("user_id","source_sha256");