CREATE TABLE "register_applications" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"student_no" text,
	"class_name" text,
	"job" text,
	"department_id" uuid,
	"staff_id" uuid NOT NULL,
	"order_id" uuid,
	"invitation_id" uuid,
	"status" text NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "register_applications_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "register_invitations" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"department_id" uuid NOT NULL,
	"job" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "register_invitations_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "register_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"student_needs_approval" boolean DEFAULT false NOT NULL,
	"quick_register" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "register_applications" ADD CONSTRAINT "register_applications_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_applications" ADD CONSTRAINT "register_applications_company_id_department_id_departments_company_id_id_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_invitations" ADD CONSTRAINT "register_invitations_company_id_department_id_departments_company_id_id_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_invitations" ADD CONSTRAINT "register_invitations_company_id_created_by_staff_company_id_id_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_settings" ADD CONSTRAINT "register_settings_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "register_applications_pending_phone_uq" ON "register_applications" USING btree ("company_id","phone") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "register_applications_student_no_uq" ON "register_applications" USING btree ("company_id","student_no") WHERE student_no IS NOT NULL AND status IN ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "register_applications_order_uq" ON "register_applications" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "register_applications_phone_idx" ON "register_applications" USING btree ("company_id","phone","created_at");--> statement-breakpoint
CREATE INDEX "register_applications_untold_idx" ON "register_applications" USING btree ("decided_at") WHERE notified_at IS NULL AND decided_at IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "register_invitations_code_uq" ON "register_invitations" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "register_invitations_created_idx" ON "register_invitations" USING btree ("company_id","created_at","id");