CREATE TABLE "pay_refunds_due" (
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"client_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"claimed_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_refunds_due_company_id_order_id_pk" PRIMARY KEY("company_id","order_id"),
	CONSTRAINT "pay_refunds_due_amount_ck" CHECK ("pay_refunds_due"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "pay_refunds_due" ADD CONSTRAINT "pay_refunds_due_company_id_order_id_pay_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."pay_orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_refunds_due_open_idx" ON "pay_refunds_due" USING btree ("created_at") WHERE done_at IS NULL;