CREATE TABLE "login_device_policies" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"require_bound_device" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_devices" (
	"company_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"device_name" text NOT NULL,
	"bound_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_devices_company_id_staff_id_pk" PRIMARY KEY("company_id","staff_id")
);
--> statement-breakpoint
ALTER TABLE "login_device_policies" ADD CONSTRAINT "login_device_policies_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_devices" ADD CONSTRAINT "login_devices_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE cascade ON UPDATE no action;