ALTER TABLE "pay_orders" ADD COLUMN "order_no" text;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD COLUMN "items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Orders made before their lines were kept: one line of their subject; a shop order's payment takes its number.
UPDATE "pay_orders" SET "items" = jsonb_build_array(jsonb_build_object('name', "subject", 'quantity', 1, 'unit_fen', "amount_fen", 'amount_fen', "amount_fen")) WHERE "items" = '[]'::jsonb;--> statement-breakpoint
UPDATE "pay_orders" AS p SET "order_no" = s."order_no" FROM "shop_orders" AS s WHERE p."purpose" = 'shop_order' AND s."company_id" = p."company_id" AND s."id"::text = p."ref_id";
