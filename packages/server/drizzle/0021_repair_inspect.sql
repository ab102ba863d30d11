CREATE TABLE "alarm_events" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"alarm_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alarm_events_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "alarm_handlers" (
	"company_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"staff_id" uuid NOT NULL,
	CONSTRAINT "alarm_handlers_company_id_level_staff_id_pk" PRIMARY KEY("company_id","level","staff_id")
);
--> statement-breakpoint
CREATE TABLE "alarm_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"device_key_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_types" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"urgency" text NOT NULL,
	"ack_minutes" integer NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "alarm_types_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "alarm_types_ack_ck" CHECK ("alarm_types"."ack_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "alarms" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"source" text NOT NULL,
	"device_source" text,
	"place" text NOT NULL,
	"description" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text,
	"urgency" text NOT NULL,
	"status" text NOT NULL,
	"reporter_id" uuid,
	"client_key" text,
	"handler_id" uuid,
	"level" integer DEFAULT 0 NOT NULL,
	"level_at" timestamp with time zone NOT NULL,
	"acknowledged_by" uuid,
	"acknowledged_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"repeat_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alarms_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "alarms_status_ck" CHECK ("alarms"."status" IN ('open', 'acknowledged', 'resolved', 'false_alarm')),
	CONSTRAINT "alarms_urgency_ck" CHECK ("alarms"."urgency" IN ('normal', 'urgent', 'critical'))
);
--> statement-breakpoint
CREATE TABLE "inspect_items" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"point_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "inspect_items_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "inspect_points" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"place" text NOT NULL,
	"tag_code" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "inspect_points_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "inspect_records" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"point_id" uuid NOT NULL,
	"patrolman_id" uuid NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"out_of_order" boolean NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"location_refused" boolean DEFAULT false NOT NULL,
	"client_key" text NOT NULL,
	CONSTRAINT "inspect_records_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "inspect_rectifications" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"title" text NOT NULL,
	"place" text NOT NULL,
	"description" text NOT NULL,
	"photos" jsonb NOT NULL,
	"round_id" uuid,
	"point_id" uuid,
	"item_name" text,
	"inspector_id" uuid NOT NULL,
	"assignee_id" uuid NOT NULL,
	"deadline" date NOT NULL,
	"status" text NOT NULL,
	"fix_remark" text,
	"fix_photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reopen_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspect_rectifications_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "inspect_rect_status_ck" CHECK ("inspect_rectifications"."status" IN ('open', 'fixed', 'verified'))
);
--> statement-breakpoint
CREATE TABLE "inspect_reform_tasks" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"violation_id" uuid NOT NULL,
	"title" text NOT NULL,
	"place" text NOT NULL,
	"requirement" text NOT NULL,
	"responsible_id" uuid NOT NULL,
	"inspector_id" uuid NOT NULL,
	"deadline" date NOT NULL,
	"status" text NOT NULL,
	"evidence_remark" text,
	"evidence_photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reopen_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspect_reform_tasks_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "inspect_reform_status_ck" CHECK ("inspect_reform_tasks"."status" IN ('open', 'submitted', 'accepted'))
);
--> statement-breakpoint
CREATE TABLE "inspect_results" (
	"company_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"result" text NOT NULL,
	"remark" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rectification_id" uuid,
	CONSTRAINT "inspect_results_company_id_record_id_item_id_pk" PRIMARY KEY("company_id","record_id","item_id"),
	CONSTRAINT "inspect_results_result_ck" CHECK ("inspect_results"."result" IN ('normal', 'abnormal'))
);
--> statement-breakpoint
CREATE TABLE "inspect_rounds" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"patrolman_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"points_total" integer NOT NULL,
	"points_done" integer DEFAULT 0 NOT NULL,
	"missed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspect_rounds_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "inspect_rounds_status_ck" CHECK ("inspect_rounds"."status" IN ('pending', 'in_progress', 'done', 'incomplete'))
);
--> statement-breakpoint
CREATE TABLE "inspect_routes" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"patrolman_id" uuid NOT NULL,
	"rectifier_id" uuid NOT NULL,
	"shift_start" text NOT NULL,
	"shift_end" text NOT NULL,
	"ordered" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "inspect_routes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "inspect_task_events" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"remark" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspect_task_events_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "inspect_violations" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"rule" text NOT NULL,
	"place" text NOT NULL,
	"person_id" uuid,
	"room" text,
	"description" text NOT NULL,
	"photos" jsonb NOT NULL,
	"source" text NOT NULL,
	"round_id" uuid,
	"found_by" uuid NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspect_violations_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "inspect_violations_source_ck" CHECK ("inspect_violations"."source" IN ('round', 'room_check'))
);
--> statement-breakpoint
CREATE TABLE "repair_admins" (
	"company_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	CONSTRAINT "repair_admins_company_id_staff_id_pk" PRIMARY KEY("company_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "repair_appraisals" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"repairman_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"tags" jsonb NOT NULL,
	"text" text NOT NULL,
	"month" text NOT NULL,
	CONSTRAINT "repair_appraisals_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "repair_appraisals_stars_ck" CHECK ("repair_appraisals"."stars" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "repair_candidates" (
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_candidates_company_id_order_id_staff_id_pk" PRIMARY KEY("company_id","order_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "repair_fault_items" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"charge_fen" integer DEFAULT 0 NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "repair_fault_items_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "repair_fault_items_charge_ck" CHECK ("repair_fault_items"."charge_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "repair_orders" (
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"reporter_id" uuid NOT NULL,
	"client_key" text NOT NULL,
	"status" integer NOT NULL,
	"place_id" uuid NOT NULL,
	"place_label" text NOT NULL,
	"area" text NOT NULL,
	"place_detail" text,
	"type_id" uuid NOT NULL,
	"type_name" text NOT NULL,
	"fault_item_id" uuid NOT NULL,
	"fault_item_name" text NOT NULL,
	"item_charge_fen" integer NOT NULL,
	"description" text NOT NULL,
	"photos" jsonb NOT NULL,
	"expected_time" text NOT NULL,
	"contact_phone" text,
	"dispatched_by" uuid,
	"dispatched_at" timestamp with time zone,
	"repairman_id" uuid,
	"taken_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"finish_remark" text,
	"finish_photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fee_fen" integer,
	"pay_order_id" uuid,
	"paid_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"sent_back_count" integer DEFAULT 0 NOT NULL,
	"appraised" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_orders_company_id_order_id_pk" PRIMARY KEY("company_id","order_id"),
	CONSTRAINT "repair_orders_fee_ck" CHECK ("repair_orders"."fee_fen" IS NULL OR "repair_orders"."fee_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "repair_places" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"area" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "repair_places_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "repair_residents" (
	"company_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	CONSTRAINT "repair_residents_company_id_staff_id_pk" PRIMARY KEY("company_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "repair_scores" (
	"company_id" uuid NOT NULL,
	"repairman_id" uuid NOT NULL,
	"count" integer NOT NULL,
	"star_sum" integer NOT NULL,
	"tag_counts" jsonb NOT NULL,
	CONSTRAINT "repair_scores_company_id_repairman_id_pk" PRIMARY KEY("company_id","repairman_id")
);
--> statement-breakpoint
CREATE TABLE "repair_staff" (
	"company_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"area" text,
	CONSTRAINT "repair_staff_company_id_staff_id_type_id_pk" PRIMARY KEY("company_id","staff_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "repair_types" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "repair_types_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "alarm_events" ADD CONSTRAINT "alarm_events_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_events" ADD CONSTRAINT "alarm_events_company_id_alarm_id_alarms_company_id_id_fk" FOREIGN KEY ("company_id","alarm_id") REFERENCES "public"."alarms"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_handlers" ADD CONSTRAINT "alarm_handlers_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_handlers" ADD CONSTRAINT "alarm_handlers_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_settings" ADD CONSTRAINT "alarm_settings_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_types" ADD CONSTRAINT "alarm_types_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_company_id_type_id_alarm_types_company_id_id_fk" FOREIGN KEY ("company_id","type_id") REFERENCES "public"."alarm_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_items" ADD CONSTRAINT "inspect_items_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_items" ADD CONSTRAINT "inspect_items_company_id_point_id_inspect_points_company_id_id_fk" FOREIGN KEY ("company_id","point_id") REFERENCES "public"."inspect_points"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_points" ADD CONSTRAINT "inspect_points_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_points" ADD CONSTRAINT "inspect_points_company_id_route_id_inspect_routes_company_id_id_fk" FOREIGN KEY ("company_id","route_id") REFERENCES "public"."inspect_routes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_records" ADD CONSTRAINT "inspect_records_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_records" ADD CONSTRAINT "inspect_records_company_id_round_id_inspect_rounds_company_id_id_fk" FOREIGN KEY ("company_id","round_id") REFERENCES "public"."inspect_rounds"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_records" ADD CONSTRAINT "inspect_records_company_id_point_id_inspect_points_company_id_id_fk" FOREIGN KEY ("company_id","point_id") REFERENCES "public"."inspect_points"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_rectifications" ADD CONSTRAINT "inspect_rectifications_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_rectifications" ADD CONSTRAINT "inspect_rectifications_company_id_inspector_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","inspector_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_rectifications" ADD CONSTRAINT "inspect_rectifications_company_id_assignee_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","assignee_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_reform_tasks" ADD CONSTRAINT "inspect_reform_tasks_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_reform_tasks" ADD CONSTRAINT "inspect_reform_tasks_company_id_violation_id_inspect_violations_company_id_id_fk" FOREIGN KEY ("company_id","violation_id") REFERENCES "public"."inspect_violations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_reform_tasks" ADD CONSTRAINT "inspect_reform_tasks_company_id_responsible_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","responsible_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_reform_tasks" ADD CONSTRAINT "inspect_reform_tasks_company_id_inspector_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","inspector_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_results" ADD CONSTRAINT "inspect_results_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_results" ADD CONSTRAINT "inspect_results_company_id_record_id_inspect_records_company_id_id_fk" FOREIGN KEY ("company_id","record_id") REFERENCES "public"."inspect_records"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_rounds" ADD CONSTRAINT "inspect_rounds_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_rounds" ADD CONSTRAINT "inspect_rounds_company_id_route_id_inspect_routes_company_id_id_fk" FOREIGN KEY ("company_id","route_id") REFERENCES "public"."inspect_routes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_rounds" ADD CONSTRAINT "inspect_rounds_company_id_patrolman_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","patrolman_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_routes" ADD CONSTRAINT "inspect_routes_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_routes" ADD CONSTRAINT "inspect_routes_company_id_patrolman_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","patrolman_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_routes" ADD CONSTRAINT "inspect_routes_company_id_rectifier_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","rectifier_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_task_events" ADD CONSTRAINT "inspect_task_events_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_violations" ADD CONSTRAINT "inspect_violations_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspect_violations" ADD CONSTRAINT "inspect_violations_company_id_found_by_staff_company_id_id_fk" FOREIGN KEY ("company_id","found_by") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_admins" ADD CONSTRAINT "repair_admins_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_admins" ADD CONSTRAINT "repair_admins_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_appraisals" ADD CONSTRAINT "repair_appraisals_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_appraisals" ADD CONSTRAINT "repair_appraisals_company_id_repairman_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","repairman_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_candidates" ADD CONSTRAINT "repair_candidates_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_candidates" ADD CONSTRAINT "repair_candidates_company_id_order_id_repair_orders_company_id_order_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."repair_orders"("company_id","order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_candidates" ADD CONSTRAINT "repair_candidates_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_fault_items" ADD CONSTRAINT "repair_fault_items_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_fault_items" ADD CONSTRAINT "repair_fault_items_company_id_type_id_repair_types_company_id_id_fk" FOREIGN KEY ("company_id","type_id") REFERENCES "public"."repair_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_company_id_order_id_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_company_id_reporter_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","reporter_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_places" ADD CONSTRAINT "repair_places_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_residents" ADD CONSTRAINT "repair_residents_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_residents" ADD CONSTRAINT "repair_residents_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_residents" ADD CONSTRAINT "repair_residents_company_id_place_id_repair_places_company_id_id_fk" FOREIGN KEY ("company_id","place_id") REFERENCES "public"."repair_places"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_scores" ADD CONSTRAINT "repair_scores_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_scores" ADD CONSTRAINT "repair_scores_company_id_repairman_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","repairman_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_staff" ADD CONSTRAINT "repair_staff_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_staff" ADD CONSTRAINT "repair_staff_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_staff" ADD CONSTRAINT "repair_staff_company_id_type_id_repair_types_company_id_id_fk" FOREIGN KEY ("company_id","type_id") REFERENCES "public"."repair_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_types" ADD CONSTRAINT "repair_types_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_events_alarm_idx" ON "alarm_events" USING btree ("company_id","alarm_id","created_at");--> statement-breakpoint
CREATE INDEX "alarm_handlers_staff_idx" ON "alarm_handlers" USING btree ("company_id","staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_types_code_uq" ON "alarm_types" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_active_source_uq" ON "alarms" USING btree ("company_id","device_source","type_id") WHERE device_source IS NOT NULL AND status IN ('open', 'acknowledged');--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_client_key_uq" ON "alarms" USING btree ("company_id","reporter_id","client_key") WHERE client_key IS NOT NULL;--> statement-breakpoint
CREATE INDEX "alarms_company_idx" ON "alarms" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "alarms_status_idx" ON "alarms" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "alarms_handler_idx" ON "alarms" USING btree ("company_id","handler_id","created_at","id") WHERE handler_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "alarms_open_idx" ON "alarms" USING btree ("company_id","level_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "inspect_items_point_idx" ON "inspect_items" USING btree ("company_id","point_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "inspect_points_tag_uq" ON "inspect_points" USING btree ("company_id","tag_code");--> statement-breakpoint
CREATE INDEX "inspect_points_route_idx" ON "inspect_points" USING btree ("company_id","route_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "inspect_records_point_uq" ON "inspect_records" USING btree ("company_id","round_id","point_id");--> statement-breakpoint
CREATE INDEX "inspect_rect_assignee_idx" ON "inspect_rectifications" USING btree ("company_id","assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inspect_rect_inspector_idx" ON "inspect_rectifications" USING btree ("company_id","inspector_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inspect_rect_company_idx" ON "inspect_rectifications" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspect_reform_violation_uq" ON "inspect_reform_tasks" USING btree ("company_id","violation_id");--> statement-breakpoint
CREATE INDEX "inspect_reform_responsible_idx" ON "inspect_reform_tasks" USING btree ("company_id","responsible_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inspect_reform_inspector_idx" ON "inspect_reform_tasks" USING btree ("company_id","inspector_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inspect_reform_company_idx" ON "inspect_reform_tasks" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspect_rounds_route_day_uq" ON "inspect_rounds" USING btree ("company_id","route_id","date");--> statement-breakpoint
CREATE INDEX "inspect_rounds_patrolman_idx" ON "inspect_rounds" USING btree ("company_id","patrolman_id","start_at","id");--> statement-breakpoint
CREATE INDEX "inspect_rounds_company_idx" ON "inspect_rounds" USING btree ("company_id","start_at","id");--> statement-breakpoint
CREATE INDEX "inspect_rounds_open_idx" ON "inspect_rounds" USING btree ("company_id","end_at") WHERE status IN ('pending', 'in_progress');--> statement-breakpoint
CREATE INDEX "inspect_routes_patrolman_idx" ON "inspect_routes" USING btree ("company_id","patrolman_id","sort","id");--> statement-breakpoint
CREATE INDEX "inspect_task_events_subject_idx" ON "inspect_task_events" USING btree ("company_id","subject_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inspect_violations_client_key_uq" ON "inspect_violations" USING btree ("company_id","found_by","client_key");--> statement-breakpoint
CREATE INDEX "inspect_violations_company_idx" ON "inspect_violations" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inspect_violations_person_idx" ON "inspect_violations" USING btree ("company_id","person_id","created_at","id") WHERE person_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "repair_appraisals_repairman_idx" ON "repair_appraisals" USING btree ("company_id","repairman_id","id");--> statement-breakpoint
CREATE INDEX "repair_candidates_staff_idx" ON "repair_candidates" USING btree ("company_id","staff_id","created_at","order_id");--> statement-breakpoint
CREATE INDEX "repair_fault_items_type_idx" ON "repair_fault_items" USING btree ("company_id","type_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_orders_client_key_uq" ON "repair_orders" USING btree ("company_id","reporter_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_orders_no_uq" ON "repair_orders" USING btree ("company_id","order_no");--> statement-breakpoint
CREATE INDEX "repair_orders_reporter_idx" ON "repair_orders" USING btree ("company_id","reporter_id","created_at","order_id");--> statement-breakpoint
CREATE INDEX "repair_orders_company_idx" ON "repair_orders" USING btree ("company_id","created_at","order_id");--> statement-breakpoint
CREATE INDEX "repair_orders_status_idx" ON "repair_orders" USING btree ("company_id","status","created_at","order_id");--> statement-breakpoint
CREATE INDEX "repair_places_sort_idx" ON "repair_places" USING btree ("company_id","sort","id");--> statement-breakpoint
CREATE INDEX "repair_types_sort_idx" ON "repair_types" USING btree ("company_id","sort","id");
--> statement-breakpoint
-- issue 39: the repair order type has its own status table; orders of the generic one move to it
-- (20 已通过 is 20 待派单 now; 30 进行中 -> 40 维修中; 40 已完成 -> 60 已完成), with their events.
UPDATE "order_events" SET
  "from_status" = CASE "from_status" WHEN 30 THEN 40 WHEN 40 THEN 60 ELSE "from_status" END,
  "to_status" = CASE "to_status" WHEN 30 THEN 40 WHEN 40 THEN 60 ELSE "to_status" END
WHERE EXISTS (SELECT 1 FROM "orders" o WHERE o."company_id" = "order_events"."company_id" AND o."id" = "order_events"."order_id" AND o."order_type" = 'repair');
--> statement-breakpoint
UPDATE "orders" SET "status" = CASE "status" WHEN 30 THEN 40 WHEN 40 THEN 60 ELSE "status" END WHERE "order_type" = 'repair' AND "status" IN (30, 40);
