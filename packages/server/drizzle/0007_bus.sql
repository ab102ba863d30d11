CREATE TABLE "bus_comments" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"trip_id" uuid,
	"ticket_id" uuid,
	"staff_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bus_comments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "bus_comments_rating_ck" CHECK ("bus_comments"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "bus_favourites" (
	"company_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bus_favourites_company_id_staff_id_route_id_pk" PRIMARY KEY("company_id","staff_id","route_id")
);
--> statement-breakpoint
CREATE TABLE "bus_month_tickets" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"month" text NOT NULL,
	"price_fen" integer NOT NULL,
	"status" text NOT NULL,
	"hold_until" timestamp with time zone,
	"pay_order_id" uuid,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bus_month_tickets_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "bus_month_tickets_status_ck" CHECK ("bus_month_tickets"."status" IN ('pending', 'valid', 'cancelled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "bus_passes" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"stop_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bus_passes_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "bus_passes_status_ck" CHECK ("bus_passes"."status" IN ('applying', 'active', 'ended', 'void')),
	CONSTRAINT "bus_passes_dates_ck" CHECK ("bus_passes"."start_date" <= "bus_passes"."end_date")
);
--> statement-breakpoint
CREATE TABLE "bus_positions" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"speed_kmh" double precision,
	"reporter_id" uuid,
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bus_positions_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "bus_refunds" (
	"company_id" uuid NOT NULL,
	"pay_order_id" uuid NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bus_refunds_company_id_pay_order_id_pk" PRIMARY KEY("company_id","pay_order_id")
);
--> statement-breakpoint
CREATE TABLE "bus_rides" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"pass_kind" text NOT NULL,
	"pass_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"checked_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bus_rides_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "bus_routes" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_fen" integer DEFAULT 0 NOT NULL,
	"month_price_fen" integer,
	"seats" integer NOT NULL,
	"pass_quota" integer DEFAULT 0 NOT NULL,
	"pass_taken" integer DEFAULT 0 NOT NULL,
	"vehicle" text,
	"seq" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bus_routes_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "bus_routes_kind_ck" CHECK ("bus_routes"."kind" IN ('shuttle', 'plant')),
	CONSTRAINT "bus_routes_price_ck" CHECK ("bus_routes"."price_fen" >= 0 AND ("bus_routes"."month_price_fen" IS NULL OR "bus_routes"."month_price_fen" > 0)),
	CONSTRAINT "bus_routes_seats_ck" CHECK ("bus_routes"."seats" > 0),
	CONSTRAINT "bus_routes_pass_ck" CHECK ("bus_routes"."pass_taken" >= 0 AND "bus_routes"."pass_taken" <= "bus_routes"."pass_quota")
);
--> statement-breakpoint
CREATE TABLE "bus_stops" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "bus_stops_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "bus_tickets" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"stop_id" uuid NOT NULL,
	"price_fen" integer NOT NULL,
	"status" text NOT NULL,
	"seat_held" boolean DEFAULT true NOT NULL,
	"hold_until" timestamp with time zone,
	"pay_order_id" uuid,
	"paid_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"checked_by" uuid,
	"cancelled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bus_tickets_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "bus_tickets_status_ck" CHECK ("bus_tickets"."status" IN ('pending', 'valid', 'used', 'cancelled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "bus_timetable" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"depart_time" text NOT NULL,
	"weekdays" text NOT NULL,
	"seats" integer,
	CONSTRAINT "bus_timetable_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "bus_timetable_time_ck" CHECK ("bus_timetable"."depart_time" ~ '^[0-2][0-9]:[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "bus_trips" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"depart_at" timestamp with time zone NOT NULL,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bus_trips_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "bus_trips_seats_ck" CHECK ("bus_trips"."seats_taken" >= 0 AND "bus_trips"."seats_taken" <= "bus_trips"."seats")
);
--> statement-breakpoint
ALTER TABLE "bus_comments" ADD CONSTRAINT "bus_comments_company_id_route_id_bus_routes_company_id_id_fk" FOREIGN KEY ("company_id","route_id") REFERENCES "public"."bus_routes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_comments" ADD CONSTRAINT "bus_comments_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_favourites" ADD CONSTRAINT "bus_favourites_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_favourites" ADD CONSTRAINT "bus_favourites_company_id_route_id_bus_routes_company_id_id_fk" FOREIGN KEY ("company_id","route_id") REFERENCES "public"."bus_routes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_month_tickets" ADD CONSTRAINT "bus_month_tickets_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_month_tickets" ADD CONSTRAINT "bus_month_tickets_company_id_route_id_bus_routes_company_id_id_fk" FOREIGN KEY ("company_id","route_id") REFERENCES "public"."bus_routes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_passes" ADD CONSTRAINT "bus_passes_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_passes" ADD CONSTRAINT "bus_passes_company_id_route_id_bus_routes_company_id_id_fk" FOREIGN KEY ("company_id","route_id") REFERENCES "public"."bus_routes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_positions" ADD CONSTRAINT "bus_positions_company_id_route_id_bus_routes_company_id_id_fk" FOREIGN KEY ("company_id","route_id") REFERENCES "public"."bus_routes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_rides" ADD CONSTRAINT "bus_rides_company_id_trip_id_bus_trips_company_id_id_fk" FOREIGN KEY ("company_id","trip_id") REFERENCES "public"."bus_trips"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_routes" ADD CONSTRAINT "bus_routes_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_stops" ADD CONSTRAINT "bus_stops_company_id_route_id_bus_routes_company_id_id_fk" FOREIGN KEY ("company_id","route_id") REFERENCES "public"."bus_routes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_tickets" ADD CONSTRAINT "bus_tickets_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_tickets" ADD CONSTRAINT "bus_tickets_company_id_trip_id_bus_trips_company_id_id_fk" FOREIGN KEY ("company_id","trip_id") REFERENCES "public"."bus_trips"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_timetable" ADD CONSTRAINT "bus_timetable_company_id_route_id_bus_routes_company_id_id_fk" FOREIGN KEY ("company_id","route_id") REFERENCES "public"."bus_routes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_trips" ADD CONSTRAINT "bus_trips_company_id_route_id_bus_routes_company_id_id_fk" FOREIGN KEY ("company_id","route_id") REFERENCES "public"."bus_routes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bus_comments_ticket_uq" ON "bus_comments" USING btree ("company_id","ticket_id");--> statement-breakpoint
CREATE INDEX "bus_comments_route_idx" ON "bus_comments" USING btree ("company_id","route_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bus_month_tickets_code_uq" ON "bus_month_tickets" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "bus_month_tickets_open_uq" ON "bus_month_tickets" USING btree ("company_id","staff_id","route_id","month") WHERE status IN ('pending', 'valid');--> statement-breakpoint
CREATE INDEX "bus_month_tickets_staff_idx" ON "bus_month_tickets" USING btree ("company_id","staff_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bus_passes_code_uq" ON "bus_passes" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "bus_passes_open_uq" ON "bus_passes" USING btree ("company_id","staff_id","route_id") WHERE status IN ('applying', 'active');--> statement-breakpoint
CREATE INDEX "bus_positions_route_idx" ON "bus_positions" USING btree ("company_id","route_id","reported_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bus_refunds_open_idx" ON "bus_refunds" USING btree ("created_at") WHERE done_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bus_rides_once_uq" ON "bus_rides" USING btree ("company_id","pass_kind","pass_id","trip_id");--> statement-breakpoint
CREATE INDEX "bus_rides_trip_idx" ON "bus_rides" USING btree ("company_id","trip_id");--> statement-breakpoint
CREATE INDEX "bus_stops_route_idx" ON "bus_stops" USING btree ("company_id","route_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "bus_tickets_code_uq" ON "bus_tickets" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "bus_tickets_open_uq" ON "bus_tickets" USING btree ("company_id","trip_id","staff_id") WHERE status IN ('pending', 'valid', 'used');--> statement-breakpoint
CREATE INDEX "bus_tickets_staff_idx" ON "bus_tickets" USING btree ("company_id","staff_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bus_tickets_pending_idx" ON "bus_tickets" USING btree ("hold_until") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "bus_trips_route_time_uq" ON "bus_trips" USING btree ("company_id","route_id","depart_at");--> statement-breakpoint
CREATE INDEX "bus_trips_time_idx" ON "bus_trips" USING btree ("company_id","depart_at");