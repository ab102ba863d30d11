CREATE TABLE "shop_activities" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"shop_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"place" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"signed_count" integer DEFAULT 0 NOT NULL,
	"cover_file_id" uuid,
	"organiser_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_activities_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "shop_activities_places_ck" CHECK ("shop_activities"."signed_count" >= 0 AND "shop_activities"."signed_count" <= "shop_activities"."capacity")
);
--> statement-breakpoint
CREATE TABLE "shop_activity_signups" (
	"company_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_activity_signups_company_id_activity_id_staff_id_pk" PRIMARY KEY("company_id","activity_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "shop_adverts" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"shop_id" uuid,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_file_id" uuid,
	"link" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_adverts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_banners" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"shop_id" uuid,
	"title" text NOT NULL,
	"image_file_id" uuid NOT NULL,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_banners_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_categories_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_coupon_uses" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"holder_key" text NOT NULL,
	"period_key" text NOT NULL,
	"slot" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_coupon_uses_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_coupons" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"shop_id" uuid,
	"name" text NOT NULL,
	"amount_off_fen" integer NOT NULL,
	"min_spend_fen" integer DEFAULT 0 NOT NULL,
	"target" text DEFAULT 'personal' NOT NULL,
	"period" integer NOT NULL,
	"period_days" integer,
	"uses_per_period" integer DEFAULT 1 NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"total_quantity" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"department_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_coupons_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "shop_coupons_amount_ck" CHECK ("shop_coupons"."amount_off_fen" > 0 AND "shop_coupons"."min_spend_fen" >= 0),
	CONSTRAINT "shop_coupons_period_ck" CHECK ("shop_coupons"."period" IN (0, 10, 20, 30, 40, 50, 60, 70)),
	CONSTRAINT "shop_coupons_used_ck" CHECK ("shop_coupons"."used_count" >= 0 AND ("shop_coupons"."total_quantity" IS NULL OR "shop_coupons"."used_count" <= "shop_coupons"."total_quantity"))
);
--> statement-breakpoint
CREATE TABLE "shop_goods" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"category_id" uuid,
	"name" text NOT NULL,
	"scene" text NOT NULL,
	"price_fen" integer NOT NULL,
	"member_price_fen" integer,
	"unit" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_goods_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "shop_goods_stock_ck" CHECK ("shop_goods"."stock" >= 0),
	CONSTRAINT "shop_goods_price_ck" CHECK ("shop_goods"."price_fen" > 0 AND ("shop_goods"."member_price_fen" IS NULL OR "shop_goods"."member_price_fen" > 0)),
	CONSTRAINT "shop_goods_scene_ck" CHECK ("shop_goods"."scene" IN ('shop', 'takeaway', 'repair', 'renovation'))
);
--> statement-breakpoint
CREATE TABLE "shop_members" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"member_no" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"birthday" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_members_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_order_lines" (
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"goods_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"picture_file_id" uuid,
	CONSTRAINT "shop_order_lines_company_id_order_id_seq_pk" PRIMARY KEY("company_id","order_id","seq"),
	CONSTRAINT "shop_order_lines_ck" CHECK ("shop_order_lines"."quantity" > 0 AND "shop_order_lines"."amount_fen" = "shop_order_lines"."unit_price_fen" * "shop_order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"client_key" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"scene" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"subtotal_fen" integer NOT NULL,
	"discount_fen" integer DEFAULT 0 NOT NULL,
	"total_fen" integer NOT NULL,
	"coupon_id" uuid,
	"remark" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"repair" jsonb,
	"pickup_code" text NOT NULL,
	"share_code" text NOT NULL,
	"pay_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "shop_orders_money_ck" CHECK ("shop_orders"."subtotal_fen" > 0 AND "shop_orders"."discount_fen" >= 0 AND "shop_orders"."total_fen" = "shop_orders"."subtotal_fen" - "shop_orders"."discount_fen"),
	CONSTRAINT "shop_orders_status_ck" CHECK ("shop_orders"."status" IN ('created', 'paid', 'completed', 'cancelled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "shop_shops" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"logo_file_id" uuid,
	"owner_id" uuid,
	"application_id" uuid,
	"is_open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_shops_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "shop_shops_kind_ck" CHECK ("shop_shops"."kind" IN ('retail', 'takeaway', 'property'))
);
--> statement-breakpoint
CREATE TABLE "shop_stock_moves" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"goods_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"supplier_id" uuid,
	"actor_id" uuid,
	"order_id" uuid,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_stock_moves_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_suppliers" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"shop_id" uuid,
	"name" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_suppliers_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_activities" ADD CONSTRAINT "shop_activities_company_id_organiser_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","organiser_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_activities" ADD CONSTRAINT "shop_activities_company_id_shop_id_shop_shops_company_id_id_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shop_shops"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_activity_signups" ADD CONSTRAINT "shop_activity_signups_company_id_activity_id_shop_activities_company_id_id_fk" FOREIGN KEY ("company_id","activity_id") REFERENCES "public"."shop_activities"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_activity_signups" ADD CONSTRAINT "shop_activity_signups_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_adverts" ADD CONSTRAINT "shop_adverts_company_id_shop_id_shop_shops_company_id_id_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shop_shops"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_banners" ADD CONSTRAINT "shop_banners_company_id_shop_id_shop_shops_company_id_id_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shop_shops"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_categories" ADD CONSTRAINT "shop_categories_company_id_shop_id_shop_shops_company_id_id_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shop_shops"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_coupon_uses" ADD CONSTRAINT "shop_coupon_uses_company_id_coupon_id_shop_coupons_company_id_id_fk" FOREIGN KEY ("company_id","coupon_id") REFERENCES "public"."shop_coupons"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_coupons" ADD CONSTRAINT "shop_coupons_company_id_shop_id_shop_shops_company_id_id_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shop_shops"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_goods" ADD CONSTRAINT "shop_goods_company_id_shop_id_shop_shops_company_id_id_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shop_shops"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_goods" ADD CONSTRAINT "shop_goods_company_id_category_id_shop_categories_company_id_id_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."shop_categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_company_id_order_id_shop_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."shop_orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_company_id_buyer_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","buyer_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_company_id_shop_id_shop_shops_company_id_id_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shop_shops"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_shops" ADD CONSTRAINT "shop_shops_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_shops" ADD CONSTRAINT "shop_shops_company_id_owner_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","owner_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_stock_moves" ADD CONSTRAINT "shop_stock_moves_company_id_goods_id_shop_goods_company_id_id_fk" FOREIGN KEY ("company_id","goods_id") REFERENCES "public"."shop_goods"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_suppliers" ADD CONSTRAINT "shop_suppliers_company_id_shop_id_shop_shops_company_id_id_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shop_shops"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_banners_home_idx" ON "shop_banners" USING btree ("company_id","active","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_categories_name_uq" ON "shop_categories" USING btree ("company_id","shop_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_coupon_uses_slot_uq" ON "shop_coupon_uses" USING btree ("company_id","coupon_id","holder_key","period_key","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_coupon_uses_order_uq" ON "shop_coupon_uses" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "shop_goods_shop_idx" ON "shop_goods" USING btree ("company_id","shop_id","category_id");--> statement-breakpoint
CREATE INDEX "shop_goods_scene_idx" ON "shop_goods" USING btree ("company_id","scene");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_members_staff_uq" ON "shop_members" USING btree ("company_id","staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_members_no_uq" ON "shop_members" USING btree ("company_id","member_no");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_client_key_uq" ON "shop_orders" USING btree ("company_id","buyer_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_no_uq" ON "shop_orders" USING btree ("company_id","order_no");--> statement-breakpoint
CREATE INDEX "shop_orders_buyer_idx" ON "shop_orders" USING btree ("company_id","buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_orders_shop_idx" ON "shop_orders" USING btree ("company_id","shop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_orders_open_idx" ON "shop_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shop_orders_id_idx" ON "shop_orders" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_shops_application_uq" ON "shop_shops" USING btree ("company_id","application_id");--> statement-breakpoint
CREATE INDEX "shop_shops_owner_idx" ON "shop_shops" USING btree ("company_id","owner_id");--> statement-breakpoint
CREATE INDEX "shop_stock_moves_goods_idx" ON "shop_stock_moves" USING btree ("company_id","goods_id","created_at" DESC NULLS LAST);