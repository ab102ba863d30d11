CREATE TABLE "approval_delegations" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"delegate_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "approval_delegations_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "approval_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"skip_repeated_approver" boolean DEFAULT true NOT NULL,
	"work_start" text DEFAULT '09:00' NOT NULL,
	"work_end" text DEFAULT '18:00' NOT NULL,
	"workdays" jsonb DEFAULT '[1,2,3,4,5]'::jsonb NOT NULL,
	"reminder_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"timeouts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_copies" (
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "order_copies_company_id_order_id_staff_id_pk" PRIMARY KEY("company_id","order_id","staff_id")
);
--> statement-breakpoint
ALTER TABLE "order_events" ALTER COLUMN "actor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_chains" ADD COLUMN "copies" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD COLUMN "delegate_id" uuid;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD COLUMN "acted_by" uuid;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD COLUMN "urged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD COLUMN "reminded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "on_behalf_of" uuid;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_company_id_delegate_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","delegate_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_settings" ADD CONSTRAINT "approval_settings_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_copies" ADD CONSTRAINT "order_copies_company_id_order_id_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_copies" ADD CONSTRAINT "order_copies_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_delegations_staff_idx" ON "approval_delegations" USING btree ("company_id","staff_id","starts_on");--> statement-breakpoint
CREATE INDEX "order_copies_staff_idx" ON "order_copies" USING btree ("company_id","staff_id","created_at","order_id");--> statement-breakpoint
CREATE INDEX "order_copies_unread_idx" ON "order_copies" USING btree ("company_id","staff_id") WHERE read_at IS NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_company_id_on_behalf_of_staff_company_id_id_fk" FOREIGN KEY ("company_id","on_behalf_of") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_steps_delegate_idx" ON "approval_steps" USING btree ("company_id","delegate_id","pending_since","order_id") WHERE state = 'pending' AND delegate_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "approval_steps_sweep_idx" ON "approval_steps" USING btree ("pending_since") WHERE state = 'pending';