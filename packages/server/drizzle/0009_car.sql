CREATE TABLE "car_comment_tags" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"label" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "car_comment_tags_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "car_drivers" (
	"company_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"license_no" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_drivers_company_id_staff_id_pk" PRIMARY KEY("company_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "car_fees" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"attachments" jsonb NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_fees_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "car_fees_amount_ck" CHECK ("car_fees"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "car_places" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "car_places_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "car_repairs" (
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"description" text NOT NULL,
	"estimate_fen" integer,
	"cost_fen" integer,
	"attachments" jsonb NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "car_repairs_company_id_order_id_pk" PRIMARY KEY("company_id","order_id"),
	CONSTRAINT "car_repairs_cost_ck" CHECK ("car_repairs"."cost_fen" IS NULL OR "car_repairs"."cost_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "car_rules" (
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"department_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"min_lead_minutes" integer NOT NULL,
	"max_ahead_days" integer NOT NULL,
	"max_hours" integer NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" uuid,
	CONSTRAINT "car_rules_company_id_kind_pk" PRIMARY KEY("company_id","kind")
);
--> statement-breakpoint
CREATE TABLE "car_trip_changes" (
	"company_id" uuid NOT NULL,
	"change_order_id" uuid NOT NULL,
	"trip_order_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "car_trip_changes_company_id_change_order_id_pk" PRIMARY KEY("company_id","change_order_id")
);
--> statement-breakpoint
CREATE TABLE "car_trips" (
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"applicant_id" uuid NOT NULL,
	"department_id" uuid,
	"from_name" text NOT NULL,
	"from_address" text DEFAULT '' NOT NULL,
	"to_name" text,
	"to_address" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"passengers" integer NOT NULL,
	"passenger_names" text DEFAULT '' NOT NULL,
	"purpose" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"vehicle_id" uuid,
	"driver_id" uuid,
	"holds" boolean DEFAULT false NOT NULL,
	"dispatched_at" timestamp with time zone,
	"dispatched_by" uuid,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"odometer_start_km" integer,
	"odometer_end_km" integer,
	"distance_km" integer,
	"comment_stars" integer,
	"comment_tags" text[],
	"comment_text" text,
	"commented_at" timestamp with time zone,
	"comment_via" text,
	"share_token" text,
	CONSTRAINT "car_trips_company_id_order_id_pk" PRIMARY KEY("company_id","order_id"),
	CONSTRAINT "car_trips_period_ck" CHECK ("car_trips"."end_at" > "car_trips"."start_at"),
	CONSTRAINT "car_trips_stars_ck" CHECK ("car_trips"."comment_stars" IS NULL OR "car_trips"."comment_stars" BETWEEN 1 AND 5),
	CONSTRAINT "car_trips_holds_ck" CHECK (NOT "car_trips"."holds" OR "car_trips"."vehicle_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "car_vehicles" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"plate" text NOT NULL,
	"model" text NOT NULL,
	"seats" integer NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"kinds" text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"in_repair" boolean DEFAULT false NOT NULL,
	"odometer_km" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "car_vehicles_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "car_comment_tags" ADD CONSTRAINT "car_comment_tags_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_drivers" ADD CONSTRAINT "car_drivers_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_fees" ADD CONSTRAINT "car_fees_company_id_order_id_car_trips_company_id_order_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."car_trips"("company_id","order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_places" ADD CONSTRAINT "car_places_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_repairs" ADD CONSTRAINT "car_repairs_company_id_order_id_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_repairs" ADD CONSTRAINT "car_repairs_company_id_vehicle_id_car_vehicles_company_id_id_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."car_vehicles"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_rules" ADD CONSTRAINT "car_rules_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_trip_changes" ADD CONSTRAINT "car_trip_changes_company_id_change_order_id_orders_company_id_id_fk" FOREIGN KEY ("company_id","change_order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_trip_changes" ADD CONSTRAINT "car_trip_changes_company_id_trip_order_id_car_trips_company_id_order_id_fk" FOREIGN KEY ("company_id","trip_order_id") REFERENCES "public"."car_trips"("company_id","order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_trips" ADD CONSTRAINT "car_trips_company_id_order_id_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_vehicles" ADD CONSTRAINT "car_vehicles_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_fees_order_idx" ON "car_fees" USING btree ("company_id","order_id","created_at");--> statement-breakpoint
CREATE INDEX "car_trip_changes_trip_idx" ON "car_trip_changes" USING btree ("company_id","trip_order_id");--> statement-breakpoint
CREATE INDEX "car_trips_vehicle_idx" ON "car_trips" USING btree ("company_id","vehicle_id","start_at");--> statement-breakpoint
CREATE INDEX "car_trips_driver_idx" ON "car_trips" USING btree ("company_id","driver_id","start_at");--> statement-breakpoint
CREATE INDEX "car_trips_applicant_idx" ON "car_trips" USING btree ("company_id","applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "car_trips_share_uq" ON "car_trips" USING btree ("share_token");--> statement-breakpoint
CREATE UNIQUE INDEX "car_vehicles_plate_uq" ON "car_vehicles" USING btree ("company_id","plate");