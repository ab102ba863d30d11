CREATE TABLE "goods_asset_events" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_id" uuid,
	"to_id" uuid,
	"order_id" uuid,
	"actor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_asset_events_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "goods_assets" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"tag" text NOT NULL,
	"serial" text,
	"model_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"status" text NOT NULL,
	"holder_id" uuid,
	"place" text,
	"borrow_order_id" uuid,
	"due_date" date,
	"updated_at" timestamp with time zone,
	CONSTRAINT "goods_assets_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "goods_assets_status_ck" CHECK ("goods_assets"."status" IN ('free', 'in_use', 'borrowed', 'retired')),
	CONSTRAINT "goods_assets_holder_ck" CHECK (("goods_assets"."status" IN ('in_use', 'borrowed')) = ("goods_assets"."holder_id" IS NOT NULL)),
	CONSTRAINT "goods_assets_borrow_ck" CHECK (("goods_assets"."status" = 'borrowed') = ("goods_assets"."borrow_order_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "goods_borrow_assets" (
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reserved" boolean DEFAULT false NOT NULL,
	CONSTRAINT "goods_borrow_assets_company_id_order_id_asset_id_pk" PRIMARY KEY("company_id","order_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "goods_items" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text NOT NULL,
	"spec" text,
	"barcode" text,
	"photo_file_id" uuid,
	"value_fen" integer NOT NULL,
	"sort" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "goods_items_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "goods_items_kind_ck" CHECK ("goods_items"."kind" IN ('material', 'consumable', 'asset')),
	CONSTRAINT "goods_items_value_ck" CHECK ("goods_items"."value_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_keepers" (
	"company_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	CONSTRAINT "goods_keepers_company_id_warehouse_id_staff_id_pk" PRIMARY KEY("company_id","warehouse_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "goods_kit_items" (
	"company_id" uuid NOT NULL,
	"kit_id" uuid NOT NULL,
	"goods_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "goods_kit_items_company_id_kit_id_goods_id_pk" PRIMARY KEY("company_id","kit_id","goods_id"),
	CONSTRAINT "goods_kit_items_quantity_ck" CHECK ("goods_kit_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "goods_kits" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort" integer NOT NULL,
	CONSTRAINT "goods_kits_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "goods_moves" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"goods_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"order_id" uuid,
	"actor_id" uuid NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_moves_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "goods_moves_kind_ck" CHECK ("goods_moves"."kind" IN ('initial', 'stock_in', 'collect', 'return')),
	CONSTRAINT "goods_moves_delta_ck" CHECK ("goods_moves"."delta" <> 0 AND "goods_moves"."balance_after" >= 0),
	CONSTRAINT "goods_moves_order_ck" CHECK (("goods_moves"."kind" IN ('collect', 'return')) = ("goods_moves"."order_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "goods_order_lines" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"goods_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	"unit_value_fen" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	CONSTRAINT "goods_order_lines_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "goods_order_lines_ck" CHECK ("goods_order_lines"."quantity" > 0 AND "goods_order_lines"."amount_fen" = "goods_order_lines"."unit_value_fen" * "goods_order_lines"."quantity"),
	CONSTRAINT "goods_order_lines_returned_ck" CHECK ("goods_order_lines"."returned" >= 0 AND "goods_order_lines"."returned" <= "goods_order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "goods_orders" (
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_type" text NOT NULL,
	"applicant_id" uuid NOT NULL,
	"department_id" uuid,
	"client_key" text NOT NULL,
	"reason" text NOT NULL,
	"warehouse_id" uuid,
	"project_id" uuid,
	"pick_type_id" uuid,
	"kit_id" uuid,
	"suite_staff_ids" jsonb,
	"slip_code" text,
	"total_fen" integer DEFAULT 0 NOT NULL,
	"quota_uses" jsonb,
	"collected_at" timestamp with time zone,
	"collected_by" uuid,
	"start_date" date,
	"end_date" date,
	"handed_over_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"returned_by" uuid,
	"reminded_on" date,
	"from_id" uuid,
	"to_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_orders_company_id_order_id_pk" PRIMARY KEY("company_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "goods_pick_types" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "goods_pick_types_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "goods_projects" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "goods_projects_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "goods_quota_uses" (
	"company_id" uuid NOT NULL,
	"quota_id" uuid NOT NULL,
	"holder_key" text NOT NULL,
	"period_key" text NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "goods_quota_uses_company_id_quota_id_holder_key_period_key_pk" PRIMARY KEY("company_id","quota_id","holder_key","period_key"),
	CONSTRAINT "goods_quota_uses_used_ck" CHECK ("goods_quota_uses"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_quotas" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"goods_id" uuid,
	"type_id" uuid,
	"period" integer NOT NULL,
	"period_days" integer,
	"valid_from" date NOT NULL,
	"target" text NOT NULL,
	"limit_quantity" integer NOT NULL,
	CONSTRAINT "goods_quotas_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "goods_quotas_subject_ck" CHECK (("goods_quotas"."goods_id" IS NULL) <> ("goods_quotas"."type_id" IS NULL)),
	CONSTRAINT "goods_quotas_period_ck" CHECK ("goods_quotas"."period" IN (0, 10, 20, 30, 40, 50, 60, 70)),
	CONSTRAINT "goods_quotas_limit_ck" CHECK ("goods_quotas"."limit_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_stock" (
	"company_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"goods_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "goods_stock_company_id_warehouse_id_goods_id_pk" PRIMARY KEY("company_id","warehouse_id","goods_id"),
	CONSTRAINT "goods_stock_quantity_ck" CHECK ("goods_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_transfer_lines" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"asset_id" uuid NOT NULL,
	"state" text NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "goods_transfer_lines_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "goods_transfer_lines_state_ck" CHECK ("goods_transfer_lines"."state" IN ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "goods_types" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "goods_types_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "goods_types_kind_ck" CHECK ("goods_types"."kind" IN ('material', 'consumable', 'asset'))
);
--> statement-breakpoint
CREATE TABLE "goods_warehouses" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"place" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "goods_warehouses_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "goods_asset_events" ADD CONSTRAINT "goods_asset_events_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_asset_events" ADD CONSTRAINT "goods_asset_events_company_id_asset_id_goods_assets_company_id_id_fk" FOREIGN KEY ("company_id","asset_id") REFERENCES "public"."goods_assets"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_assets" ADD CONSTRAINT "goods_assets_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_assets" ADD CONSTRAINT "goods_assets_company_id_model_id_goods_items_company_id_id_fk" FOREIGN KEY ("company_id","model_id") REFERENCES "public"."goods_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_assets" ADD CONSTRAINT "goods_assets_company_id_warehouse_id_goods_warehouses_company_id_id_fk" FOREIGN KEY ("company_id","warehouse_id") REFERENCES "public"."goods_warehouses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_assets" ADD CONSTRAINT "goods_assets_company_id_holder_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","holder_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_borrow_assets" ADD CONSTRAINT "goods_borrow_assets_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_borrow_assets" ADD CONSTRAINT "goods_borrow_assets_company_id_order_id_goods_orders_company_id_order_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."goods_orders"("company_id","order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_borrow_assets" ADD CONSTRAINT "goods_borrow_assets_company_id_asset_id_goods_assets_company_id_id_fk" FOREIGN KEY ("company_id","asset_id") REFERENCES "public"."goods_assets"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_items" ADD CONSTRAINT "goods_items_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_items" ADD CONSTRAINT "goods_items_company_id_type_id_goods_types_company_id_id_fk" FOREIGN KEY ("company_id","type_id") REFERENCES "public"."goods_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_keepers" ADD CONSTRAINT "goods_keepers_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_keepers" ADD CONSTRAINT "goods_keepers_company_id_warehouse_id_goods_warehouses_company_id_id_fk" FOREIGN KEY ("company_id","warehouse_id") REFERENCES "public"."goods_warehouses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_keepers" ADD CONSTRAINT "goods_keepers_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_kit_items" ADD CONSTRAINT "goods_kit_items_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_kit_items" ADD CONSTRAINT "goods_kit_items_company_id_kit_id_goods_kits_company_id_id_fk" FOREIGN KEY ("company_id","kit_id") REFERENCES "public"."goods_kits"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_kit_items" ADD CONSTRAINT "goods_kit_items_company_id_goods_id_goods_items_company_id_id_fk" FOREIGN KEY ("company_id","goods_id") REFERENCES "public"."goods_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_kits" ADD CONSTRAINT "goods_kits_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_moves" ADD CONSTRAINT "goods_moves_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_moves" ADD CONSTRAINT "goods_moves_company_id_warehouse_id_goods_id_goods_stock_company_id_warehouse_id_goods_id_fk" FOREIGN KEY ("company_id","warehouse_id","goods_id") REFERENCES "public"."goods_stock"("company_id","warehouse_id","goods_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_order_lines" ADD CONSTRAINT "goods_order_lines_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_order_lines" ADD CONSTRAINT "goods_order_lines_company_id_order_id_goods_orders_company_id_order_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."goods_orders"("company_id","order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_order_lines" ADD CONSTRAINT "goods_order_lines_company_id_goods_id_goods_items_company_id_id_fk" FOREIGN KEY ("company_id","goods_id") REFERENCES "public"."goods_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_orders" ADD CONSTRAINT "goods_orders_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_orders" ADD CONSTRAINT "goods_orders_company_id_order_id_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_pick_types" ADD CONSTRAINT "goods_pick_types_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_projects" ADD CONSTRAINT "goods_projects_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_quota_uses" ADD CONSTRAINT "goods_quota_uses_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_quota_uses" ADD CONSTRAINT "goods_quota_uses_company_id_quota_id_goods_quotas_company_id_id_fk" FOREIGN KEY ("company_id","quota_id") REFERENCES "public"."goods_quotas"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_quotas" ADD CONSTRAINT "goods_quotas_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_stock" ADD CONSTRAINT "goods_stock_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_stock" ADD CONSTRAINT "goods_stock_company_id_warehouse_id_goods_warehouses_company_id_id_fk" FOREIGN KEY ("company_id","warehouse_id") REFERENCES "public"."goods_warehouses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_stock" ADD CONSTRAINT "goods_stock_company_id_goods_id_goods_items_company_id_id_fk" FOREIGN KEY ("company_id","goods_id") REFERENCES "public"."goods_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_transfer_lines" ADD CONSTRAINT "goods_transfer_lines_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_transfer_lines" ADD CONSTRAINT "goods_transfer_lines_company_id_order_id_goods_orders_company_id_order_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."goods_orders"("company_id","order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_transfer_lines" ADD CONSTRAINT "goods_transfer_lines_company_id_asset_id_goods_assets_company_id_id_fk" FOREIGN KEY ("company_id","asset_id") REFERENCES "public"."goods_assets"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_types" ADD CONSTRAINT "goods_types_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_warehouses" ADD CONSTRAINT "goods_warehouses_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_asset_events_asset_idx" ON "goods_asset_events" USING btree ("company_id","asset_id","created_at","id");--> statement-breakpoint
CREATE INDEX "goods_asset_events_order_idx" ON "goods_asset_events" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_assets_tag_uq" ON "goods_assets" USING btree ("company_id","tag");--> statement-breakpoint
CREATE INDEX "goods_assets_status_idx" ON "goods_assets" USING btree ("company_id","status","tag");--> statement-breakpoint
CREATE INDEX "goods_assets_holder_idx" ON "goods_assets" USING btree ("company_id","holder_id","tag");--> statement-breakpoint
CREATE INDEX "goods_assets_model_idx" ON "goods_assets" USING btree ("company_id","model_id","status","tag");--> statement-breakpoint
CREATE INDEX "goods_borrow_assets_reserved_idx" ON "goods_borrow_assets" USING btree ("company_id","asset_id","start_date") WHERE reserved;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_items_barcode_uq" ON "goods_items" USING btree ("company_id","barcode");--> statement-breakpoint
CREATE INDEX "goods_items_sort_idx" ON "goods_items" USING btree ("company_id","sort","id");--> statement-breakpoint
CREATE INDEX "goods_items_type_idx" ON "goods_items" USING btree ("company_id","type_id","sort","id");--> statement-breakpoint
CREATE INDEX "goods_keepers_staff_idx" ON "goods_keepers" USING btree ("company_id","staff_id");--> statement-breakpoint
CREATE INDEX "goods_kits_sort_idx" ON "goods_kits" USING btree ("company_id","sort","id");--> statement-breakpoint
CREATE INDEX "goods_moves_created_idx" ON "goods_moves" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "goods_moves_goods_idx" ON "goods_moves" USING btree ("company_id","goods_id","created_at","id");--> statement-breakpoint
CREATE INDEX "goods_moves_warehouse_idx" ON "goods_moves" USING btree ("company_id","warehouse_id","created_at","id");--> statement-breakpoint
CREATE INDEX "goods_moves_order_idx" ON "goods_moves" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "goods_order_lines_order_idx" ON "goods_order_lines" USING btree ("company_id","order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_orders_client_key_uq" ON "goods_orders" USING btree ("company_id","applicant_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_orders_slip_uq" ON "goods_orders" USING btree ("company_id","slip_code");--> statement-breakpoint
CREATE INDEX "goods_orders_type_idx" ON "goods_orders" USING btree ("company_id","order_type","created_at","order_id");--> statement-breakpoint
CREATE INDEX "goods_orders_to_idx" ON "goods_orders" USING btree ("company_id","to_id","created_at","order_id") WHERE to_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_orders_collected_idx" ON "goods_orders" USING btree ("company_id","collected_at") WHERE collected_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_orders_borrowed_idx" ON "goods_orders" USING btree ("end_date") WHERE handed_over_at IS NOT NULL AND returned_at IS NULL;--> statement-breakpoint
CREATE INDEX "goods_pick_types_sort_idx" ON "goods_pick_types" USING btree ("company_id","sort","id");--> statement-breakpoint
CREATE INDEX "goods_projects_sort_idx" ON "goods_projects" USING btree ("company_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_quotas_goods_uq" ON "goods_quotas" USING btree ("company_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_quotas_type_uq" ON "goods_quotas" USING btree ("company_id","type_id");--> statement-breakpoint
CREATE INDEX "goods_stock_goods_idx" ON "goods_stock" USING btree ("company_id","goods_id");--> statement-breakpoint
CREATE INDEX "goods_transfer_lines_order_idx" ON "goods_transfer_lines" USING btree ("company_id","order_id","seq");--> statement-breakpoint
CREATE INDEX "goods_types_sort_idx" ON "goods_types" USING btree ("company_id","sort","id");--> statement-breakpoint
CREATE INDEX "goods_warehouses_sort_idx" ON "goods_warehouses" USING btree ("company_id","sort","id");