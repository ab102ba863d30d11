CREATE TABLE "approval_chains" (
	"company_id" uuid NOT NULL,
	"order_type" text NOT NULL,
	"steps" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "approval_chains_company_id_order_type_pk" PRIMARY KEY("company_id","order_type")
);
--> statement-breakpoint
CREATE TABLE "approval_steps" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"approver_id" uuid NOT NULL,
	"state" text NOT NULL,
	"comment" text,
	"pending_since" timestamp with time zone,
	"acted_at" timestamp with time zone,
	"transferred_to" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_steps_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "form_templates" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_templates_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "leave_words" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"content" text NOT NULL,
	"reply" text,
	"replier_id" uuid,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_words_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "notice_comments" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"notice_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_comments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"company_id" uuid NOT NULL,
	"notice_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_reads_company_id_notice_id_staff_id_pk" PRIMARY KEY("company_id","notice_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"module" text NOT NULL,
	"order_type" text NOT NULL,
	"applicant_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"reject_reason" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "orders_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "survey_questions_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "head_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "can_publish" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_chains" ADD CONSTRAINT "approval_chains_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_company_id_order_id_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_company_id_approver_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","approver_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_templates" ADD CONSTRAINT "form_templates_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_words" ADD CONSTRAINT "leave_words_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_words" ADD CONSTRAINT "leave_words_company_id_author_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","author_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_comments" ADD CONSTRAINT "notice_comments_company_id_notice_id_notices_company_id_id_fk" FOREIGN KEY ("company_id","notice_id") REFERENCES "public"."notices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_comments" ADD CONSTRAINT "notice_comments_company_id_author_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","author_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_company_id_notice_id_notices_company_id_id_fk" FOREIGN KEY ("company_id","notice_id") REFERENCES "public"."notices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_company_id_author_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","author_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_company_id_order_id_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_company_id_actor_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","actor_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_applicant_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","applicant_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_company_id_survey_id_surveys_company_id_id_fk" FOREIGN KEY ("company_id","survey_id") REFERENCES "public"."surveys"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_company_id_survey_id_surveys_company_id_id_fk" FOREIGN KEY ("company_id","survey_id") REFERENCES "public"."surveys"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_company_id_author_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","author_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_steps_order_idx" ON "approval_steps" USING btree ("company_id","order_id","seq");--> statement-breakpoint
CREATE INDEX "approval_steps_approver_idx" ON "approval_steps" USING btree ("company_id","approver_id","state");--> statement-breakpoint
CREATE INDEX "leave_words_author_idx" ON "leave_words" USING btree ("company_id","author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leave_words_company_created_idx" ON "leave_words" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notice_comments_notice_idx" ON "notice_comments" USING btree ("company_id","notice_id","created_at");--> statement-breakpoint
CREATE INDEX "notice_reads_staff_idx" ON "notice_reads" USING btree ("company_id","staff_id");--> statement-breakpoint
CREATE INDEX "notices_company_created_idx" ON "notices" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notices_public_id_idx" ON "notices" USING btree ("id") WHERE is_public;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("company_id","order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_applicant_idx" ON "orders" USING btree ("company_id","applicant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_type_status_idx" ON "orders" USING btree ("company_id","order_type","status");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_idx" ON "survey_questions" USING btree ("company_id","survey_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_staff_uq" ON "survey_responses" USING btree ("company_id","survey_id","staff_id");--> statement-breakpoint
CREATE INDEX "surveys_company_created_idx" ON "surveys" USING btree ("company_id","created_at" DESC NULLS LAST);