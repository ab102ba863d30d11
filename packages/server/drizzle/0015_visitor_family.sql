CREATE TABLE "visitor_gate_records" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"pass_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"guard_id" uuid,
	"scanned_at" timestamp with time zone NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	CONSTRAINT "visitor_gate_records_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "visitor_let_offs" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"staff_id" uuid,
	"applicant_name" text NOT NULL,
	"phone" text NOT NULL,
	"kind" text NOT NULL,
	"items" jsonb NOT NULL,
	"plate" text,
	"reason" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"link_token" text NOT NULL,
	"client_key" text NOT NULL,
	"code_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitor_let_offs_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "visitor_out_applies" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"destination" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"contact_phone" text NOT NULL,
	"client_key" text NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitor_out_applies_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "visitor_out_sessions" (
	"company_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visitor_out_sessions_token_hash_pk" PRIMARY KEY("token_hash")
);
--> statement-breakpoint
CREATE TABLE "visitor_out_subsidies" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"out_apply_id" uuid NOT NULL,
	"days" integer NOT NULL,
	"daily_rate_fen" integer NOT NULL,
	"total_fen" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitor_out_subsidies_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "visitor_out_subsidies_total_ck" CHECK ("visitor_out_subsidies"."total_fen" = "visitor_out_subsidies"."days" * "visitor_out_subsidies"."daily_rate_fen")
);
--> statement-breakpoint
CREATE TABLE "visitor_passes" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"code" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "visitor_passes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "visitor_phone_codes" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "visitor_phone_codes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "visitor_reception_fees" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"reception_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"name" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"photo_id" uuid NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"added_by" uuid NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitor_reception_fees_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "visitor_reception_fees_amount_ck" CHECK ("visitor_reception_fees"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "visitor_reception_lists" (
	"company_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"reception_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visitor_reception_lists_company_id_staff_id_scope_reception_id_pk" PRIMARY KEY("company_id","staff_id","scope","reception_id")
);
--> statement-breakpoint
CREATE TABLE "visitor_reception_people" (
	"company_id" uuid NOT NULL,
	"reception_id" uuid NOT NULL,
	"role" text NOT NULL,
	"staff_id" uuid NOT NULL,
	CONSTRAINT "visitor_reception_people_company_id_reception_id_role_staff_id_pk" PRIMARY KEY("company_id","reception_id","role","staff_id")
);
--> statement-breakpoint
CREATE TABLE "visitor_reception_plans" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"reception_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"title" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	CONSTRAINT "visitor_reception_plans_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "visitor_reception_shares" (
	"company_id" uuid NOT NULL,
	"reception_id" uuid NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"commented_at" timestamp with time zone,
	"rating" integer,
	"comment" text,
	"guest_name" text,
	CONSTRAINT "visitor_reception_shares_company_id_reception_id_pk" PRIMARY KEY("company_id","reception_id")
);
--> statement-breakpoint
CREATE TABLE "visitor_reception_tasks" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"reception_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"assignee_ids" uuid[] NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'todo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visitor_reception_tasks_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "visitor_receptions" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"title" text NOT NULL,
	"guest_company" text NOT NULL,
	"guests" jsonb NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"place" text NOT NULL,
	"budget_fen" integer NOT NULL,
	"contacts" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitor_receptions_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "visitor_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"out_daily_rate_fen" integer NOT NULL,
	"id_retention_days" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_visits" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"visitor_name" text NOT NULL,
	"phone" text NOT NULL,
	"id_number" text,
	"id_number_masked" text,
	"visitor_company" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"plate" text,
	"companions" integer DEFAULT 0 NOT NULL,
	"invited" boolean NOT NULL,
	"link_token" text NOT NULL,
	"client_key" text NOT NULL,
	"code_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"id_purged_at" timestamp with time zone,
	CONSTRAINT "visitor_visits_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "visitor_gate_records" ADD CONSTRAINT "visitor_gate_records_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_gate_records" ADD CONSTRAINT "visitor_gate_records_company_id_pass_id_visitor_passes_company_id_id_fk" FOREIGN KEY ("company_id","pass_id") REFERENCES "public"."visitor_passes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_gate_records" ADD CONSTRAINT "visitor_gate_records_company_id_guard_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","guard_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_let_offs" ADD CONSTRAINT "visitor_let_offs_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_let_offs" ADD CONSTRAINT "visitor_let_offs_company_id_id_orders_company_id_id_fk" FOREIGN KEY ("company_id","id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_let_offs" ADD CONSTRAINT "visitor_let_offs_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_out_applies" ADD CONSTRAINT "visitor_out_applies_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_out_applies" ADD CONSTRAINT "visitor_out_applies_company_id_id_orders_company_id_id_fk" FOREIGN KEY ("company_id","id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_out_applies" ADD CONSTRAINT "visitor_out_applies_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_out_sessions" ADD CONSTRAINT "visitor_out_sessions_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_out_sessions" ADD CONSTRAINT "visitor_out_sessions_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_out_subsidies" ADD CONSTRAINT "visitor_out_subsidies_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_out_subsidies" ADD CONSTRAINT "visitor_out_subsidies_company_id_id_orders_company_id_id_fk" FOREIGN KEY ("company_id","id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_out_subsidies" ADD CONSTRAINT "visitor_out_subsidies_company_id_out_apply_id_visitor_out_applies_company_id_id_fk" FOREIGN KEY ("company_id","out_apply_id") REFERENCES "public"."visitor_out_applies"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_out_subsidies" ADD CONSTRAINT "visitor_out_subsidies_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_passes" ADD CONSTRAINT "visitor_passes_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_passes" ADD CONSTRAINT "visitor_passes_company_id_order_id_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_phone_codes" ADD CONSTRAINT "visitor_phone_codes_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_reception_fees" ADD CONSTRAINT "visitor_reception_fees_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_reception_fees" ADD CONSTRAINT "visitor_reception_fees_company_id_reception_id_visitor_receptions_company_id_id_fk" FOREIGN KEY ("company_id","reception_id") REFERENCES "public"."visitor_receptions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_reception_fees" ADD CONSTRAINT "visitor_reception_fees_company_id_task_id_visitor_reception_tasks_company_id_id_fk" FOREIGN KEY ("company_id","task_id") REFERENCES "public"."visitor_reception_tasks"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_reception_fees" ADD CONSTRAINT "visitor_reception_fees_company_id_added_by_staff_company_id_id_fk" FOREIGN KEY ("company_id","added_by") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_reception_lists" ADD CONSTRAINT "visitor_reception_lists_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_reception_lists" ADD CONSTRAINT "visitor_reception_lists_company_id_reception_id_visitor_receptions_company_id_id_fk" FOREIGN KEY ("company_id","reception_id") REFERENCES "public"."visitor_receptions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_reception_people" ADD CONSTRAINT "visitor_reception_people_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_reception_people" ADD CONSTRAINT "visitor_reception_people_company_id_reception_id_visitor_receptions_company_id_id_fk" FOREIGN KEY ("company_id","reception_id") REFERENCES "public"."visitor_receptions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_reception_people" ADD CONSTRAINT "visitor_reception_people_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_reception_plans" ADD CONSTRAINT "visitor_reception_plans_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_reception_plans" ADD CONSTRAINT "visitor_reception_plans_company_id_reception_id_visitor_receptions_company_id_id_fk" FOREIGN KEY ("company_id","reception_id") REFERENCES "public"."visitor_receptions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_reception_shares" ADD CONSTRAINT "visitor_reception_shares_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_reception_shares" ADD CONSTRAINT "visitor_reception_shares_company_id_reception_id_visitor_receptions_company_id_id_fk" FOREIGN KEY ("company_id","reception_id") REFERENCES "public"."visitor_receptions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_reception_tasks" ADD CONSTRAINT "visitor_reception_tasks_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_reception_tasks" ADD CONSTRAINT "visitor_reception_tasks_company_id_reception_id_visitor_receptions_company_id_id_fk" FOREIGN KEY ("company_id","reception_id") REFERENCES "public"."visitor_receptions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_receptions" ADD CONSTRAINT "visitor_receptions_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_receptions" ADD CONSTRAINT "visitor_receptions_company_id_id_orders_company_id_id_fk" FOREIGN KEY ("company_id","id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_receptions" ADD CONSTRAINT "visitor_receptions_company_id_applicant_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","applicant_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_settings" ADD CONSTRAINT "visitor_settings_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_visits" ADD CONSTRAINT "visitor_visits_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_visits" ADD CONSTRAINT "visitor_visits_company_id_id_orders_company_id_id_fk" FOREIGN KEY ("company_id","id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_visits" ADD CONSTRAINT "visitor_visits_company_id_host_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","host_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_gate_records_once_uq" ON "visitor_gate_records" USING btree ("company_id","pass_id","direction");--> statement-breakpoint
CREATE INDEX "visitor_gate_records_order_idx" ON "visitor_gate_records" USING btree ("company_id","order_id","scanned_at");--> statement-breakpoint
CREATE INDEX "visitor_gate_records_page_idx" ON "visitor_gate_records" USING btree ("company_id","scanned_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_let_offs_link_uq" ON "visitor_let_offs" USING btree ("link_token");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_let_offs_client_key_uq" ON "visitor_let_offs" USING btree ("company_id","phone","client_key");--> statement-breakpoint
CREATE INDEX "visitor_let_offs_staff_idx" ON "visitor_let_offs" USING btree ("company_id","staff_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_out_applies_client_key_uq" ON "visitor_out_applies" USING btree ("company_id","staff_id","client_key");--> statement-breakpoint
CREATE INDEX "visitor_out_applies_staff_idx" ON "visitor_out_applies" USING btree ("company_id","staff_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_out_subsidies_live_uq" ON "visitor_out_subsidies" USING btree ("company_id","out_apply_id") WHERE live;--> statement-breakpoint
CREATE INDEX "visitor_out_subsidies_staff_idx" ON "visitor_out_subsidies" USING btree ("company_id","staff_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_passes_code_uq" ON "visitor_passes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_passes_live_uq" ON "visitor_passes" USING btree ("company_id","order_id") WHERE state = 'live';--> statement-breakpoint
CREATE INDEX "visitor_passes_order_idx" ON "visitor_passes" USING btree ("company_id","order_id","created_at");--> statement-breakpoint
CREATE INDEX "visitor_phone_codes_phone_idx" ON "visitor_phone_codes" USING btree ("company_id","phone","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_reception_fees_client_key_uq" ON "visitor_reception_fees" USING btree ("company_id","added_by","client_key");--> statement-breakpoint
CREATE INDEX "visitor_reception_fees_reception_idx" ON "visitor_reception_fees" USING btree ("company_id","reception_id","task_id","created_at");--> statement-breakpoint
CREATE INDEX "visitor_reception_lists_page_idx" ON "visitor_reception_lists" USING btree ("company_id","staff_id","scope","created_at","reception_id");--> statement-breakpoint
CREATE INDEX "visitor_reception_plans_reception_idx" ON "visitor_reception_plans" USING btree ("company_id","reception_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_reception_shares_token_uq" ON "visitor_reception_shares" USING btree ("token");--> statement-breakpoint
CREATE INDEX "visitor_reception_tasks_reception_idx" ON "visitor_reception_tasks" USING btree ("company_id","reception_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_reception_tasks_main_uq" ON "visitor_reception_tasks" USING btree ("company_id","reception_id") WHERE kind = 'main';--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_receptions_client_key_uq" ON "visitor_receptions" USING btree ("company_id","applicant_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_visits_link_uq" ON "visitor_visits" USING btree ("link_token");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_visits_client_key_uq" ON "visitor_visits" USING btree ("company_id","phone","client_key");--> statement-breakpoint
CREATE INDEX "visitor_visits_host_idx" ON "visitor_visits" USING btree ("company_id","host_id","created_at","id");--> statement-breakpoint
CREATE INDEX "visitor_visits_company_idx" ON "visitor_visits" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "visitor_visits_id_purge_idx" ON "visitor_visits" USING btree ("end_at") WHERE id_number IS NOT NULL;