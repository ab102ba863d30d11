CREATE TABLE "pcar_auths" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"agreement_version" text NOT NULL,
	"in_review" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcar_auths_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "pcar_auths_period_ck" CHECK ("pcar_auths"."valid_to" >= "pcar_auths"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "pcar_certifications" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"licence_ids" jsonb NOT NULL,
	"insurance_ids" jsonb NOT NULL,
	"insurance_expires" date NOT NULL,
	"in_review" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcar_certifications_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "pcar_config" (
	"company_id" uuid NOT NULL,
	"rate_fen_per_km" integer NOT NULL,
	"tile_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "pcar_config_company_id_pk" PRIMARY KEY("company_id"),
	CONSTRAINT "pcar_config_rate_ck" CHECK ("pcar_config"."rate_fen_per_km" BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "pcar_fees" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"fee_type" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"voucher_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcar_fees_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "pcar_fees_amount_ck" CHECK ("pcar_fees"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "pcar_places" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcar_places_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "pcar_subsidies" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"period" text NOT NULL,
	"rate_fen_per_km" integer NOT NULL,
	"trip_count" integer NOT NULL,
	"distance_m" bigint NOT NULL,
	"mileage_fen" bigint NOT NULL,
	"fees_fen" bigint NOT NULL,
	"total_fen" bigint NOT NULL,
	"trip_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcar_subsidies_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "pcar_subsidies_total_ck" CHECK ("pcar_subsidies"."total_fen" = "pcar_subsidies"."mileage_fen" + "pcar_subsidies"."fees_fen")
);
--> statement-breakpoint
CREATE TABLE "pcar_trips" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"trip_date" date NOT NULL,
	"from_place_id" uuid,
	"from_name" text NOT NULL,
	"from_lat" double precision,
	"from_lng" double precision,
	"to_place_id" uuid,
	"to_name" text NOT NULL,
	"to_lat" double precision,
	"to_lng" double precision,
	"distance_m" integer NOT NULL,
	"distance_source" text NOT NULL,
	"computed_m" integer,
	"purpose" text NOT NULL,
	"subsidy_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "pcar_trips_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "pcar_trips_distance_ck" CHECK ("pcar_trips"."distance_m" > 0 AND "pcar_trips"."distance_m" % 100 = 0),
	CONSTRAINT "pcar_trips_source_ck" CHECK ("pcar_trips"."distance_source" IN ('computed', 'typed'))
);
--> statement-breakpoint
CREATE TABLE "pcar_vehicles" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"plate" text NOT NULL,
	"brand_model" text NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "pcar_vehicles_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "pcar_auths" ADD CONSTRAINT "pcar_auths_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcar_certifications" ADD CONSTRAINT "pcar_certifications_company_id_vehicle_id_pcar_vehicles_company_id_id_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."pcar_vehicles"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcar_config" ADD CONSTRAINT "pcar_config_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcar_fees" ADD CONSTRAINT "pcar_fees_company_id_trip_id_pcar_trips_company_id_id_fk" FOREIGN KEY ("company_id","trip_id") REFERENCES "public"."pcar_trips"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcar_places" ADD CONSTRAINT "pcar_places_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcar_subsidies" ADD CONSTRAINT "pcar_subsidies_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcar_trips" ADD CONSTRAINT "pcar_trips_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcar_trips" ADD CONSTRAINT "pcar_trips_company_id_vehicle_id_pcar_vehicles_company_id_id_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."pcar_vehicles"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcar_trips" ADD CONSTRAINT "pcar_trips_company_id_subsidy_id_pcar_subsidies_company_id_id_fk" FOREIGN KEY ("company_id","subsidy_id") REFERENCES "public"."pcar_subsidies"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcar_vehicles" ADD CONSTRAINT "pcar_vehicles_company_id_owner_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","owner_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pcar_auths_review_uq" ON "pcar_auths" USING btree ("company_id","staff_id") WHERE "pcar_auths"."in_review";--> statement-breakpoint
CREATE INDEX "pcar_auths_staff_idx" ON "pcar_auths" USING btree ("company_id","staff_id","valid_to");--> statement-breakpoint
CREATE UNIQUE INDEX "pcar_certifications_review_uq" ON "pcar_certifications" USING btree ("company_id","vehicle_id") WHERE "pcar_certifications"."in_review";--> statement-breakpoint
CREATE INDEX "pcar_certifications_vehicle_idx" ON "pcar_certifications" USING btree ("company_id","vehicle_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pcar_certifications_staff_idx" ON "pcar_certifications" USING btree ("company_id","staff_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pcar_fees_trip_idx" ON "pcar_fees" USING btree ("company_id","trip_id","created_at");--> statement-breakpoint
CREATE INDEX "pcar_places_sort_idx" ON "pcar_places" USING btree ("company_id","sort");--> statement-breakpoint
CREATE INDEX "pcar_subsidies_staff_idx" ON "pcar_subsidies" USING btree ("company_id","staff_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pcar_subsidies_period_idx" ON "pcar_subsidies" USING btree ("company_id","period");--> statement-breakpoint
CREATE INDEX "pcar_trips_staff_idx" ON "pcar_trips" USING btree ("company_id","staff_id","trip_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pcar_trips_subsidy_idx" ON "pcar_trips" USING btree ("company_id","subsidy_id");--> statement-breakpoint
CREATE INDEX "pcar_trips_date_idx" ON "pcar_trips" USING btree ("company_id","trip_date");--> statement-breakpoint
CREATE UNIQUE INDEX "pcar_vehicles_plate_uq" ON "pcar_vehicles" USING btree ("company_id","plate") WHERE "pcar_vehicles"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "pcar_vehicles_owner_idx" ON "pcar_vehicles" USING btree ("company_id","owner_id");