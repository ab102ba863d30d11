CREATE TABLE "dorm_areas" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "dorm_areas_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "dorm_assets" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"condition" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "dorm_assets_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "dorm_assets_condition_ck" CHECK ("dorm_assets"."condition" IN ('good', 'worn', 'broken'))
);
--> statement-breakpoint
CREATE TABLE "dorm_beds" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"label" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "dorm_beds_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "dorm_buildings" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"area_id" uuid NOT NULL,
	"name" text NOT NULL,
	"floors" integer NOT NULL,
	"manager" text,
	"sort" integer NOT NULL,
	CONSTRAINT "dorm_buildings_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "dorm_charges" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"bed_label" text NOT NULL,
	"month" text NOT NULL,
	"days" integer NOT NULL,
	"rent_fen" integer NOT NULL,
	"utility_fen" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"pay_order_id" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dorm_charges_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "dorm_charges_amount_ck" CHECK ("dorm_charges"."rent_fen" >= 0 AND "dorm_charges"."utility_fen" >= 0 AND "dorm_charges"."days" >= 0),
	CONSTRAINT "dorm_charges_status_ck" CHECK ("dorm_charges"."status" IN ('unpaid', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "dorm_checks" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"date" text NOT NULL,
	"score" integer NOT NULL,
	"result" text NOT NULL,
	"remark" text,
	"inspector_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dorm_checks_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "dorm_cleanings" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"date" text NOT NULL,
	"slot" text NOT NULL,
	"remark" text,
	"price_fen" integer NOT NULL,
	"status" text NOT NULL,
	"score" integer,
	"comment" text,
	"pay_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "dorm_cleanings_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "dorm_cleanings_status_ck" CHECK ("dorm_cleanings"."status" IN ('unpaid', 'pending', 'done', 'rated', 'cancelled')),
	CONSTRAINT "dorm_cleanings_score_ck" CHECK ("dorm_cleanings"."score" IS NULL OR ("dorm_cleanings"."score" BETWEEN 1 AND 5))
);
--> statement-breakpoint
CREATE TABLE "dorm_feedback" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"content" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dorm_feedback_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "dorm_notices" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dorm_notices_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "dorm_profiles" (
	"company_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"gender" text,
	"id_number" text,
	"id_card" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emergency_contact" text,
	"emergency_phone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dorm_profiles_company_id_staff_id_pk" PRIMARY KEY("company_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "dorm_repairs" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"content" text NOT NULL,
	"attachments" jsonb NOT NULL,
	"status" text NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "dorm_repairs_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "dorm_rooms" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"floor" integer NOT NULL,
	"number" text NOT NULL,
	"model" text NOT NULL,
	"gender" text NOT NULL,
	"price_fen" integer NOT NULL,
	"facilities" jsonb NOT NULL,
	"suite" boolean DEFAULT false NOT NULL,
	CONSTRAINT "dorm_rooms_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "dorm_rooms_gender_ck" CHECK ("dorm_rooms"."gender" IN ('male', 'female', 'any')),
	CONSTRAINT "dorm_rooms_price_ck" CHECK ("dorm_rooms"."price_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dorm_stays" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"bed_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text,
	"checked_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dorm_stays_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "dorm_stays_range_ck" CHECK ("dorm_stays"."end_date" IS NULL OR "dorm_stays"."end_date" > "dorm_stays"."start_date")
);
--> statement-breakpoint
CREATE TABLE "dorm_utility_bills" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"month" text NOT NULL,
	"water_fen" integer NOT NULL,
	"electricity_fen" integer NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dorm_utility_bills_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "dorm_utility_bills_amount_ck" CHECK ("dorm_utility_bills"."water_fen" >= 0 AND "dorm_utility_bills"."electricity_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "dorm_areas" ADD CONSTRAINT "dorm_areas_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_assets" ADD CONSTRAINT "dorm_assets_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_assets" ADD CONSTRAINT "dorm_assets_company_id_room_id_dorm_rooms_company_id_id_fk" FOREIGN KEY ("company_id","room_id") REFERENCES "public"."dorm_rooms"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_beds" ADD CONSTRAINT "dorm_beds_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_beds" ADD CONSTRAINT "dorm_beds_company_id_room_id_dorm_rooms_company_id_id_fk" FOREIGN KEY ("company_id","room_id") REFERENCES "public"."dorm_rooms"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_buildings" ADD CONSTRAINT "dorm_buildings_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_buildings" ADD CONSTRAINT "dorm_buildings_company_id_area_id_dorm_areas_company_id_id_fk" FOREIGN KEY ("company_id","area_id") REFERENCES "public"."dorm_areas"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_charges" ADD CONSTRAINT "dorm_charges_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_charges" ADD CONSTRAINT "dorm_charges_company_id_bill_id_dorm_utility_bills_company_id_id_fk" FOREIGN KEY ("company_id","bill_id") REFERENCES "public"."dorm_utility_bills"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_charges" ADD CONSTRAINT "dorm_charges_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_checks" ADD CONSTRAINT "dorm_checks_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_checks" ADD CONSTRAINT "dorm_checks_company_id_room_id_dorm_rooms_company_id_id_fk" FOREIGN KEY ("company_id","room_id") REFERENCES "public"."dorm_rooms"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_cleanings" ADD CONSTRAINT "dorm_cleanings_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_cleanings" ADD CONSTRAINT "dorm_cleanings_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_feedback" ADD CONSTRAINT "dorm_feedback_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_feedback" ADD CONSTRAINT "dorm_feedback_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_notices" ADD CONSTRAINT "dorm_notices_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_profiles" ADD CONSTRAINT "dorm_profiles_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_profiles" ADD CONSTRAINT "dorm_profiles_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_repairs" ADD CONSTRAINT "dorm_repairs_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_repairs" ADD CONSTRAINT "dorm_repairs_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_rooms" ADD CONSTRAINT "dorm_rooms_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_rooms" ADD CONSTRAINT "dorm_rooms_company_id_building_id_dorm_buildings_company_id_id_fk" FOREIGN KEY ("company_id","building_id") REFERENCES "public"."dorm_buildings"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_stays" ADD CONSTRAINT "dorm_stays_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_stays" ADD CONSTRAINT "dorm_stays_company_id_bed_id_dorm_beds_company_id_id_fk" FOREIGN KEY ("company_id","bed_id") REFERENCES "public"."dorm_beds"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_stays" ADD CONSTRAINT "dorm_stays_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_utility_bills" ADD CONSTRAINT "dorm_utility_bills_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dorm_utility_bills" ADD CONSTRAINT "dorm_utility_bills_company_id_room_id_dorm_rooms_company_id_id_fk" FOREIGN KEY ("company_id","room_id") REFERENCES "public"."dorm_rooms"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dorm_charges_uq" ON "dorm_charges" USING btree ("company_id","bill_id","staff_id");--> statement-breakpoint
CREATE INDEX "dorm_charges_staff_idx" ON "dorm_charges" USING btree ("company_id","staff_id","month");--> statement-breakpoint
CREATE INDEX "dorm_checks_room_idx" ON "dorm_checks" USING btree ("company_id","room_id","date");--> statement-breakpoint
CREATE INDEX "dorm_cleanings_staff_idx" ON "dorm_cleanings" USING btree ("company_id","staff_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dorm_repairs_staff_idx" ON "dorm_repairs" USING btree ("company_id","staff_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "dorm_rooms_number_uq" ON "dorm_rooms" USING btree ("company_id","building_id","number");--> statement-breakpoint
CREATE INDEX "dorm_stays_bed_idx" ON "dorm_stays" USING btree ("company_id","bed_id","start_date");--> statement-breakpoint
CREATE INDEX "dorm_stays_staff_idx" ON "dorm_stays" USING btree ("company_id","staff_id","start_date");--> statement-breakpoint
CREATE INDEX "dorm_stays_room_idx" ON "dorm_stays" USING btree ("company_id","room_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "dorm_utility_bills_month_uq" ON "dorm_utility_bills" USING btree ("company_id","room_id","month");