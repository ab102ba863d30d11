CREATE TABLE "canteen_bills" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"canteen_id" uuid NOT NULL,
	"amount_fen" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_by" uuid NOT NULL,
	"pay_order_id" uuid,
	"paid_by" uuid,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canteen_bills_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "canteen_bills_amount_ck" CHECK ("canteen_bills"."amount_fen" > 0),
	CONSTRAINT "canteen_bills_status_ck" CHECK ("canteen_bills"."status" IN (-10, 0, 10))
);
--> statement-breakpoint
CREATE TABLE "canteen_dishes" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"canteen_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_fen" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canteen_dishes_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "canteen_dishes_price_ck" CHECK ("canteen_dishes"."price_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "canteen_menu_items" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"canteen_id" uuid NOT NULL,
	"dish_id" uuid NOT NULL,
	"date" date NOT NULL,
	"period" text NOT NULL,
	"price_fen" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canteen_menu_items_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "canteen_menu_items_stock_ck" CHECK ("canteen_menu_items"."sold" >= 0 AND "canteen_menu_items"."stock" >= 0 AND "canteen_menu_items"."sold" <= "canteen_menu_items"."stock"),
	CONSTRAINT "canteen_menu_items_price_ck" CHECK ("canteen_menu_items"."price_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "canteen_orders" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"canteen_id" uuid NOT NULL,
	"date" date NOT NULL,
	"period" text NOT NULL,
	"items" jsonb NOT NULL,
	"items_fen" integer NOT NULL,
	"delivery_fee_fen" integer DEFAULT 0 NOT NULL,
	"total_fen" integer NOT NULL,
	"refunded_fen" integer DEFAULT 0 NOT NULL,
	"status" integer NOT NULL,
	"refund_state" text DEFAULT 'none' NOT NULL,
	"address" text,
	"contact_phone" text,
	"remark" text,
	"pay_order_id" uuid,
	"collect_code" text NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"collected_at" timestamp with time zone,
	"collected_by" uuid,
	"cancelled_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canteen_orders_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "canteen_orders_total_ck" CHECK ("canteen_orders"."total_fen" > 0 AND "canteen_orders"."total_fen" = "canteen_orders"."items_fen" + "canteen_orders"."delivery_fee_fen"),
	CONSTRAINT "canteen_orders_refunded_ck" CHECK ("canteen_orders"."refunded_fen" >= 0 AND "canteen_orders"."refunded_fen" <= "canteen_orders"."total_fen"),
	CONSTRAINT "canteen_orders_status_ck" CHECK ("canteen_orders"."status" IN (-20, -10, 0, 10, 20)),
	CONSTRAINT "canteen_orders_kind_ck" CHECK ("canteen_orders"."kind" IN ('dine', 'delivery'))
);
--> statement-breakpoint
CREATE TABLE "canteen_stray_payments" (
	"company_id" uuid NOT NULL,
	"pay_order_id" uuid NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "canteen_stray_payments_company_id_pay_order_id_pk" PRIMARY KEY("company_id","pay_order_id")
);
--> statement-breakpoint
CREATE TABLE "canteens" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"delivery_fee_fen" integer,
	"periods" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canteens_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "canteens_fee_ck" CHECK ("canteens"."delivery_fee_fen" IS NULL OR "canteens"."delivery_fee_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "canteen_bills" ADD CONSTRAINT "canteen_bills_company_id_canteen_id_canteens_company_id_id_fk" FOREIGN KEY ("company_id","canteen_id") REFERENCES "public"."canteens"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_dishes" ADD CONSTRAINT "canteen_dishes_company_id_canteen_id_canteens_company_id_id_fk" FOREIGN KEY ("company_id","canteen_id") REFERENCES "public"."canteens"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_menu_items" ADD CONSTRAINT "canteen_menu_items_company_id_canteen_id_canteens_company_id_id_fk" FOREIGN KEY ("company_id","canteen_id") REFERENCES "public"."canteens"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_menu_items" ADD CONSTRAINT "canteen_menu_items_company_id_dish_id_canteen_dishes_company_id_id_fk" FOREIGN KEY ("company_id","dish_id") REFERENCES "public"."canteen_dishes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_orders" ADD CONSTRAINT "canteen_orders_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_orders" ADD CONSTRAINT "canteen_orders_company_id_canteen_id_canteens_company_id_id_fk" FOREIGN KEY ("company_id","canteen_id") REFERENCES "public"."canteens"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteens" ADD CONSTRAINT "canteens_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "canteen_bills_code_uq" ON "canteen_bills" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "canteen_menu_items_uq" ON "canteen_menu_items" USING btree ("company_id","canteen_id","date","period","dish_id");--> statement-breakpoint
CREATE UNIQUE INDEX "canteen_orders_code_uq" ON "canteen_orders" USING btree ("company_id","collect_code");--> statement-breakpoint
CREATE INDEX "canteen_orders_staff_idx" ON "canteen_orders" USING btree ("company_id","staff_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "canteen_orders_day_idx" ON "canteen_orders" USING btree ("company_id","canteen_id","date","period");--> statement-breakpoint
CREATE INDEX "canteen_orders_unpaid_idx" ON "canteen_orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "canteen_stray_open_idx" ON "canteen_stray_payments" USING btree ("resolved_at");