CREATE TABLE "space_areas" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"place" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"plan_width" integer NOT NULL,
	"plan_height" integer NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"slot_minutes" integer NOT NULL,
	"min_minutes" integer NOT NULL,
	"max_minutes" integer NOT NULL,
	"advance_days" integer NOT NULL,
	"needs_approval" boolean NOT NULL,
	"price_per_hour_fen" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "space_areas_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "space_areas_price_ck" CHECK ("space_areas"."price_per_hour_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "space_bookers" (
	"company_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "space_bookers_company_id_staff_id_pk" PRIMARY KEY("company_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "space_bookings" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"area_id" uuid,
	"booker_id" uuid NOT NULL,
	"date" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"hold_end_at" timestamp with time zone NOT NULL,
	"holding" boolean NOT NULL,
	"status" integer NOT NULL,
	"purpose" text NOT NULL,
	"attendees" integer NOT NULL,
	"needs_approval" boolean NOT NULL,
	"series_id" uuid,
	"skipped" jsonb NOT NULL,
	"price_fen" integer DEFAULT 0 NOT NULL,
	"pay_order_id" uuid,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"client_key" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "space_bookings_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "space_bookings_slot_ck" CHECK ("space_bookings"."end_at" > "space_bookings"."start_at" AND "space_bookings"."hold_end_at" <= "space_bookings"."end_at"),
	CONSTRAINT "space_bookings_price_ck" CHECK ("space_bookings"."price_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "space_seats" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"area_id" uuid NOT NULL,
	"number" text NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"features" jsonb NOT NULL,
	"checkin_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "space_seats_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "space_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"checkin_before_minutes" integer NOT NULL,
	"grace_minutes" integer NOT NULL,
	"reminder_minutes" integer NOT NULL,
	"no_show_limit" integer NOT NULL,
	"no_show_days" integer NOT NULL,
	"block_days" integer NOT NULL,
	"seat_needs_approval" boolean NOT NULL,
	"cancel_cutoff_minutes" integer NOT NULL,
	"holidays" jsonb NOT NULL,
	"workdays" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "space_spaces" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"place" text NOT NULL,
	"capacity" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photo_file_ids" jsonb NOT NULL,
	"facilities" jsonb NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"slot_minutes" integer NOT NULL,
	"min_minutes" integer NOT NULL,
	"max_minutes" integer NOT NULL,
	"advance_days" integer NOT NULL,
	"needs_approval" boolean NOT NULL,
	"price_per_hour_fen" integer DEFAULT 0 NOT NULL,
	"checkin_code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "space_spaces_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "space_spaces_price_ck" CHECK ("space_spaces"."price_per_hour_fen" >= 0),
	CONSTRAINT "space_spaces_rules_ck" CHECK ("space_spaces"."slot_minutes" > 0 AND "space_spaces"."min_minutes" > 0 AND "space_spaces"."max_minutes" >= "space_spaces"."min_minutes")
);
--> statement-breakpoint
CREATE TABLE "space_square_comments" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "space_square_comments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "space_square_entries" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"places" integer NOT NULL,
	"joined_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "space_square_entries_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "space_square_places_ck" CHECK ("space_square_entries"."joined_count" >= 0 AND "space_square_entries"."joined_count" <= "space_square_entries"."places")
);
--> statement-breakpoint
CREATE TABLE "space_square_members" (
	"company_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "space_square_members_company_id_entry_id_staff_id_pk" PRIMARY KEY("company_id","entry_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "space_waits" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"date" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"offered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "space_waits_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "space_areas" ADD CONSTRAINT "space_areas_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_bookers" ADD CONSTRAINT "space_bookers_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_bookers" ADD CONSTRAINT "space_bookers_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_bookings" ADD CONSTRAINT "space_bookings_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_bookings" ADD CONSTRAINT "space_bookings_company_id_id_orders_company_id_id_fk" FOREIGN KEY ("company_id","id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_bookings" ADD CONSTRAINT "space_bookings_company_id_booker_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","booker_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_seats" ADD CONSTRAINT "space_seats_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_seats" ADD CONSTRAINT "space_seats_company_id_area_id_space_areas_company_id_id_fk" FOREIGN KEY ("company_id","area_id") REFERENCES "public"."space_areas"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_settings" ADD CONSTRAINT "space_settings_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_spaces" ADD CONSTRAINT "space_spaces_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_square_comments" ADD CONSTRAINT "space_square_comments_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_square_comments" ADD CONSTRAINT "space_square_comments_company_id_entry_id_space_square_entries_company_id_id_fk" FOREIGN KEY ("company_id","entry_id") REFERENCES "public"."space_square_entries"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_square_entries" ADD CONSTRAINT "space_square_entries_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_square_entries" ADD CONSTRAINT "space_square_entries_company_id_booking_id_space_bookings_company_id_id_fk" FOREIGN KEY ("company_id","booking_id") REFERENCES "public"."space_bookings"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_square_members" ADD CONSTRAINT "space_square_members_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_square_members" ADD CONSTRAINT "space_square_members_company_id_entry_id_space_square_entries_company_id_id_fk" FOREIGN KEY ("company_id","entry_id") REFERENCES "public"."space_square_entries"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_waits" ADD CONSTRAINT "space_waits_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_waits" ADD CONSTRAINT "space_waits_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "space_areas_sort_idx" ON "space_areas" USING btree ("company_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "space_bookings_key_uq" ON "space_bookings" USING btree ("company_id","booker_id","client_key","date");--> statement-breakpoint
CREATE INDEX "space_bookings_resource_idx" ON "space_bookings" USING btree ("company_id","resource_id","start_at");--> statement-breakpoint
CREATE INDEX "space_bookings_booker_seat_idx" ON "space_bookings" USING btree ("company_id","booker_id","start_at") WHERE holding AND kind = 'seat';--> statement-breakpoint
CREATE INDEX "space_bookings_booker_idx" ON "space_bookings" USING btree ("company_id","booker_id","end_at","id");--> statement-breakpoint
CREATE INDEX "space_bookings_approved_idx" ON "space_bookings" USING btree ("start_at") WHERE status = 20;--> statement-breakpoint
CREATE INDEX "space_bookings_in_use_idx" ON "space_bookings" USING btree ("end_at") WHERE status = 30;--> statement-breakpoint
CREATE INDEX "space_bookings_series_idx" ON "space_bookings" USING btree ("company_id","series_id");--> statement-breakpoint
CREATE UNIQUE INDEX "space_seats_number_uq" ON "space_seats" USING btree ("company_id","area_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "space_seats_code_uq" ON "space_seats" USING btree ("company_id","checkin_code");--> statement-breakpoint
CREATE UNIQUE INDEX "space_spaces_code_uq" ON "space_spaces" USING btree ("company_id","checkin_code");--> statement-breakpoint
CREATE INDEX "space_spaces_sort_idx" ON "space_spaces" USING btree ("company_id","sort","id");--> statement-breakpoint
CREATE INDEX "space_spaces_kind_idx" ON "space_spaces" USING btree ("company_id","kind","sort","id");--> statement-breakpoint
CREATE INDEX "space_square_comments_entry_idx" ON "space_square_comments" USING btree ("company_id","entry_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "space_square_booking_uq" ON "space_square_entries" USING btree ("company_id","booking_id");--> statement-breakpoint
CREATE INDEX "space_square_start_idx" ON "space_square_entries" USING btree ("company_id","start_at","id");--> statement-breakpoint
CREATE INDEX "space_square_kind_idx" ON "space_square_entries" USING btree ("company_id","kind","start_at","id");--> statement-breakpoint
CREATE INDEX "space_square_members_joined_idx" ON "space_square_members" USING btree ("company_id","entry_id","joined_at");--> statement-breakpoint
CREATE INDEX "space_waits_resource_idx" ON "space_waits" USING btree ("company_id","resource_id","created_at") WHERE state = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "space_waits_once_uq" ON "space_waits" USING btree ("company_id","staff_id","resource_id","start_at","end_at") WHERE state = 'waiting';--> statement-breakpoint
CREATE INDEX "space_waits_staff_idx" ON "space_waits" USING btree ("company_id","staff_id","created_at","id");