CREATE TABLE "pay_events" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"provider" text NOT NULL,
	"provider_txn_id" text,
	"amount_fen" integer NOT NULL,
	"actor_id" uuid,
	"remark" text,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_events_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "pay_ledger" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account" text NOT NULL,
	"entry_key" text NOT NULL,
	"kind" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"order_id" uuid,
	"amount_fen" integer NOT NULL,
	"balance_after_fen" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_ledger_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "pay_ledger_account_ck" CHECK ("pay_ledger"."account" IN ('orders', 'wallet'))
);
--> statement-breakpoint
CREATE TABLE "pay_orders" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"client_key" text NOT NULL,
	"payer_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"ref_id" text,
	"subject" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"refunded_fen" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_txn_id" text,
	"pay_params" jsonb,
	"fail_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_orders_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "pay_orders_amount_ck" CHECK ("pay_orders"."amount_fen" > 0),
	CONSTRAINT "pay_orders_refunded_ck" CHECK ("pay_orders"."refunded_fen" >= 0 AND "pay_orders"."refunded_fen" <= "pay_orders"."amount_fen"),
	CONSTRAINT "pay_orders_status_ck" CHECK ("pay_orders"."status" IN ('created', 'paid', 'refunded', 'closed')),
	CONSTRAINT "pay_orders_paid_ck" CHECK ("pay_orders"."status" IN ('created', 'closed') OR "pay_orders"."paid_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "pay_wallets" (
	"company_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"balance_fen" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_wallets_company_id_staff_id_pk" PRIMARY KEY("company_id","staff_id"),
	CONSTRAINT "pay_wallets_balance_ck" CHECK ("pay_wallets"."balance_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pay_events" ADD CONSTRAINT "pay_events_company_id_order_id_pay_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."pay_orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_company_id_payer_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","payer_id") REFERENCES "public"."staff"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_wallets" ADD CONSTRAINT "pay_wallets_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_events_key_uq" ON "pay_events" USING btree ("company_id","order_id","event_key");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_events_txn_uq" ON "pay_events" USING btree ("company_id","provider","provider_txn_id");--> statement-breakpoint
CREATE INDEX "pay_events_period_idx" ON "pay_events" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_ledger_key_uq" ON "pay_ledger" USING btree ("company_id","account","entry_key");--> statement-breakpoint
CREATE INDEX "pay_ledger_staff_idx" ON "pay_ledger" USING btree ("company_id","account","staff_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pay_ledger_period_idx" ON "pay_ledger" USING btree ("company_id","account","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_orders_client_key_uq" ON "pay_orders" USING btree ("company_id","client_key");--> statement-breakpoint
CREATE INDEX "pay_orders_payer_idx" ON "pay_orders" USING btree ("company_id","payer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pay_orders_ref_idx" ON "pay_orders" USING btree ("company_id","purpose","ref_id");