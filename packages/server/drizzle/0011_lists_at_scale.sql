-- Lists at scale (issue 33): every list pages through an index in its own order (docs/server.md,
-- "Lists at scale"). pg_trgm serves the staff search by part of a name or phone (trusted since
-- PostgreSQL 13: a database owner may create it; PGlite loads it in src/platform/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "approval_steps_approver_idx";--> statement-breakpoint
DROP INDEX "push_messages_staff_idx";--> statement-breakpoint
DROP INDEX "push_messages_unread_idx";--> statement-breakpoint
DROP INDEX "orders_applicant_idx";--> statement-breakpoint
DROP INDEX "orders_type_status_idx";--> statement-breakpoint
DROP INDEX "bus_comments_route_idx";--> statement-breakpoint
DROP INDEX "bus_month_tickets_staff_idx";--> statement-breakpoint
DROP INDEX "bus_positions_route_idx";--> statement-breakpoint
DROP INDEX "bus_tickets_staff_idx";--> statement-breakpoint
DROP INDEX "canteen_orders_staff_idx";--> statement-breakpoint
DROP INDEX "canteen_orders_day_idx";--> statement-breakpoint
DROP INDEX "car_fees_order_idx";--> statement-breakpoint
DROP INDEX "car_trips_driver_idx";--> statement-breakpoint
DROP INDEX "car_trips_applicant_idx";--> statement-breakpoint
DROP INDEX "dorm_charges_staff_idx";--> statement-breakpoint
DROP INDEX "dorm_checks_room_idx";--> statement-breakpoint
DROP INDEX "dorm_cleanings_staff_idx";--> statement-breakpoint
DROP INDEX "dorm_repairs_staff_idx";--> statement-breakpoint
DROP INDEX "leave_words_author_idx";--> statement-breakpoint
DROP INDEX "leave_words_company_created_idx";--> statement-breakpoint
DROP INDEX "notice_comments_notice_idx";--> statement-breakpoint
DROP INDEX "notice_reads_staff_idx";--> statement-breakpoint
DROP INDEX "notices_company_created_idx";--> statement-breakpoint
DROP INDEX "surveys_company_created_idx";--> statement-breakpoint
DROP INDEX "pay_events_period_idx";--> statement-breakpoint
DROP INDEX "pay_ledger_staff_idx";--> statement-breakpoint
DROP INDEX "pay_orders_payer_idx";--> statement-breakpoint
DROP INDEX "pcar_certifications_staff_idx";--> statement-breakpoint
DROP INDEX "pcar_subsidies_staff_idx";--> statement-breakpoint
DROP INDEX "pcar_trips_staff_idx";--> statement-breakpoint
DROP INDEX "shop_orders_buyer_idx";--> statement-breakpoint
DROP INDEX "shop_orders_shop_idx";--> statement-breakpoint
DROP INDEX "shop_stock_moves_goods_idx";--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "staff_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD COLUMN "superseded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An approver's earlier acted steps on an order he acted on again later (a transfer came back).
UPDATE "approval_steps" s SET "superseded" = true
WHERE s."acted_at" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "approval_steps" l
  WHERE l."company_id" = s."company_id" AND l."order_id" = s."order_id" AND l."approver_id" = s."approver_id"
    AND l."acted_at" IS NOT NULL AND (l."acted_at", l."id") > (s."acted_at", s."id"));--> statement-breakpoint
CREATE INDEX "departments_sort_idx" ON "departments" USING btree ("company_id","sort","name","id");--> statement-breakpoint
CREATE INDEX "staff_department_name_idx" ON "staff" USING btree ("company_id","department_id","name","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "staff_name_trgm_idx" ON "staff" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_phone_trgm_idx" ON "staff" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "approval_steps_pending_idx" ON "approval_steps" USING btree ("company_id","approver_id","pending_since","order_id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "approval_steps_acted_idx" ON "approval_steps" USING btree ("company_id","approver_id","acted_at","order_id") WHERE state IN ('approved', 'rejected', 'transferred') AND acted_at IS NOT NULL AND NOT superseded;--> statement-breakpoint
CREATE INDEX "orders_applicant_type_idx" ON "orders" USING btree ("company_id","applicant_id","order_type","created_at","id");--> statement-breakpoint
CREATE INDEX "dorm_checks_date_idx" ON "dorm_checks" USING btree ("company_id","date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "dorm_cleanings_created_idx" ON "dorm_cleanings" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "dorm_feedback_staff_idx" ON "dorm_feedback" USING btree ("company_id","staff_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "dorm_feedback_created_idx" ON "dorm_feedback" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "dorm_notices_created_idx" ON "dorm_notices" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "dorm_repairs_created_idx" ON "dorm_repairs" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "dorm_utility_bills_month_idx" ON "dorm_utility_bills" USING btree ("company_id","month" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pay_orders_paid_idx" ON "pay_orders" USING btree ("company_id","paid_at") WHERE paid_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "pcar_auths_created_idx" ON "pcar_auths" USING btree ("company_id","staff_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shop_activities_end_idx" ON "shop_activities" USING btree ("company_id","end_at");--> statement-breakpoint
CREATE INDEX "shop_activities_start_idx" ON "shop_activities" USING btree ("company_id","start_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "shop_coupons_created_idx" ON "shop_coupons" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shop_coupons_shop_idx" ON "shop_coupons" USING btree ("company_id","shop_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shop_coupons_live_idx" ON "shop_coupons" USING btree ("company_id","valid_to","id") WHERE active;--> statement-breakpoint
CREATE INDEX "shop_goods_shop_sold_idx" ON "shop_goods" USING btree ("company_id","shop_id","sold_count" DESC NULLS FIRST,"name","id") WHERE on_sale;--> statement-breakpoint
CREATE INDEX "shop_goods_scene_sold_idx" ON "shop_goods" USING btree ("company_id","scene","sold_count" DESC NULLS FIRST,"name","id") WHERE on_sale;--> statement-breakpoint
CREATE INDEX "shop_goods_shop_stock_idx" ON "shop_goods" USING btree ("company_id","shop_id","stock","name","id");--> statement-breakpoint
CREATE INDEX "shop_orders_created_idx" ON "shop_orders" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shop_orders_status_idx" ON "shop_orders" USING btree ("company_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "push_messages_staff_idx" ON "push_messages" USING btree ("company_id","staff_id","created_at","id");--> statement-breakpoint
CREATE INDEX "push_messages_unread_idx" ON "push_messages" USING btree ("company_id","staff_id","created_at","id") WHERE read_at IS NULL;--> statement-breakpoint
CREATE INDEX "orders_applicant_idx" ON "orders" USING btree ("company_id","applicant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_type_status_idx" ON "orders" USING btree ("company_id","order_type","status","created_at","id");--> statement-breakpoint
CREATE INDEX "bus_comments_route_idx" ON "bus_comments" USING btree ("company_id","route_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bus_month_tickets_staff_idx" ON "bus_month_tickets" USING btree ("company_id","staff_id","month" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bus_positions_route_idx" ON "bus_positions" USING btree ("company_id","route_id","reported_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bus_tickets_staff_idx" ON "bus_tickets" USING btree ("company_id","staff_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "canteen_orders_staff_idx" ON "canteen_orders" USING btree ("company_id","staff_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "canteen_orders_day_idx" ON "canteen_orders" USING btree ("company_id","canteen_id","date","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "car_fees_order_idx" ON "car_fees" USING btree ("company_id","order_id","created_at","id");--> statement-breakpoint
CREATE INDEX "car_trips_driver_idx" ON "car_trips" USING btree ("company_id","driver_id","start_at","order_id");--> statement-breakpoint
CREATE INDEX "car_trips_applicant_idx" ON "car_trips" USING btree ("company_id","applicant_id","kind");--> statement-breakpoint
CREATE INDEX "dorm_charges_staff_idx" ON "dorm_charges" USING btree ("company_id","staff_id","month" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "dorm_checks_room_idx" ON "dorm_checks" USING btree ("company_id","room_id","date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "dorm_cleanings_staff_idx" ON "dorm_cleanings" USING btree ("company_id","staff_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "dorm_repairs_staff_idx" ON "dorm_repairs" USING btree ("company_id","staff_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leave_words_author_idx" ON "leave_words" USING btree ("company_id","author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leave_words_company_created_idx" ON "leave_words" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notice_comments_notice_idx" ON "notice_comments" USING btree ("company_id","notice_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notice_reads_staff_idx" ON "notice_reads" USING btree ("company_id","staff_id","notice_id");--> statement-breakpoint
CREATE INDEX "notices_company_created_idx" ON "notices" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "surveys_company_created_idx" ON "surveys" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pay_events_period_idx" ON "pay_events" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE kind IN ('paid', 'refund');--> statement-breakpoint
CREATE INDEX "pay_ledger_staff_idx" ON "pay_ledger" USING btree ("company_id","account","staff_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pay_orders_payer_idx" ON "pay_orders" USING btree ("company_id","payer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pcar_certifications_staff_idx" ON "pcar_certifications" USING btree ("company_id","staff_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pcar_subsidies_staff_idx" ON "pcar_subsidies" USING btree ("company_id","staff_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pcar_trips_staff_idx" ON "pcar_trips" USING btree ("company_id","staff_id","trip_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shop_orders_buyer_idx" ON "shop_orders" USING btree ("company_id","buyer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shop_orders_shop_idx" ON "shop_orders" USING btree ("company_id","shop_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shop_stock_moves_goods_idx" ON "shop_stock_moves" USING btree ("company_id","goods_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Each department's active staff, kept by a trigger so the picker reads a column instead of counting
-- 20,000 staff per request. Any writer (a route, a seed, psql) keeps it right.
CREATE OR REPLACE FUNCTION campus_department_staff_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_active AND OLD.department_id IS NOT NULL THEN
    UPDATE departments SET staff_count = staff_count - 1 WHERE company_id = OLD.company_id AND id = OLD.department_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_active AND NEW.department_id IS NOT NULL THEN
    UPDATE departments SET staff_count = staff_count + 1 WHERE company_id = NEW.company_id AND id = NEW.department_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER staff_department_count AFTER INSERT OR DELETE OR UPDATE OF is_active, department_id ON staff
  FOR EACH ROW EXECUTE FUNCTION campus_department_staff_count();--> statement-breakpoint
UPDATE departments d SET staff_count = (
  SELECT count(*) FROM staff s WHERE s.company_id = d.company_id AND s.department_id = d.id AND s.is_active);--> statement-breakpoint
-- The cache notices of 0002 concern what a caller or a rules list shows of a department; the
-- count is neither, so its updates (one per staff written) notify nothing.
DROP TRIGGER departments_cache_notify ON departments;--> statement-breakpoint
CREATE TRIGGER departments_cache_notify AFTER UPDATE OF company_id, id, name, sort, head_staff_id OR DELETE ON departments
  FOR EACH ROW EXECUTE FUNCTION campus_cache_notify();
