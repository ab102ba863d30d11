ALTER TABLE "visitor_visits" ADD COLUMN "status" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
CREATE INDEX "visitor_visits_host_status_idx" ON "visitor_visits" USING btree ("company_id","host_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "visitor_visits_status_idx" ON "visitor_visits" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
-- the status of visits made before the column: their orders'
UPDATE "visitor_visits" AS v SET "status" = o."status" FROM "orders" AS o WHERE o."company_id" = v."company_id" AND o."id" = v."id";