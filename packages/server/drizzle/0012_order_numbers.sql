CREATE TABLE "number_counters" (
	"company_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "number_counters_company_id_key_pk" PRIMARY KEY("company_id","key")
);
--> statement-breakpoint
ALTER TABLE "number_counters" ADD CONSTRAINT "number_counters_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Open orders that drew the same pickup code before codes were unique among them (issue 34): all but
-- one draw again (a draw that is taken too is drawn once more), so the unique index can be built.
DO $$
BEGIN
  FOR i IN 1..20 LOOP
    UPDATE "shop_orders" o SET "pickup_code" = lpad(floor(random() * 1000000)::int::text, 6, '0')
    WHERE o."status" IN ('created', 'paid') AND EXISTS (
      SELECT 1 FROM "shop_orders" p
      WHERE p."company_id" = o."company_id" AND p."pickup_code" = o."pickup_code" AND p."status" IN ('created', 'paid') AND p."id" < o."id"
    );
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_pickup_open_uq" ON "shop_orders" USING btree ("company_id","pickup_code") WHERE status IN ('created', 'paid');