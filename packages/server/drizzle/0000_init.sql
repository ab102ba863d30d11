CREATE TABLE "auth_tokens" (
	"company_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "auth_tokens_company_id_token_hash_pk" PRIMARY KEY("company_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"main_color" text,
	"asset_dir" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "permission_rule_children" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"name" text NOT NULL,
	"keyword" text NOT NULL,
	"ico" text NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"roles" text[],
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "permission_rule_children_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "permission_rules" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"keyword" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"roles" text[],
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "permission_rules_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "push_messages" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"msg_type" text NOT NULL,
	"extras" jsonb NOT NULL,
	"sender_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "push_messages_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"openid" text,
	"login_code_hash" text,
	"password_hash" text,
	"role" text DEFAULT 'staff' NOT NULL,
	"department_id" uuid,
	"is_patrolman" boolean DEFAULT false NOT NULL,
	"is_repairman" boolean DEFAULT false NOT NULL,
	"is_off3driver" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone,
	CONSTRAINT "staff_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "verification_codes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "wechat_tickets" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"appid" text NOT NULL,
	"ticket" text NOT NULL,
	"local" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_rule_children" ADD CONSTRAINT "permission_rule_children_company_id_rule_id_permission_rules_company_id_id_fk" FOREIGN KEY ("company_id","rule_id") REFERENCES "public"."permission_rules"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_rules" ADD CONSTRAINT "permission_rules_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_messages" ADD CONSTRAINT "push_messages_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_company_id_department_id_departments_company_id_id_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_company_id_staff_id_staff_company_id_id_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_tickets" ADD CONSTRAINT "wechat_tickets_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_staff_idx" ON "auth_tokens" USING btree ("company_id","staff_id");--> statement-breakpoint
CREATE INDEX "permission_rule_children_rule_idx" ON "permission_rule_children" USING btree ("company_id","rule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "permission_rules_keyword_uq" ON "permission_rules" USING btree ("company_id","keyword");--> statement-breakpoint
CREATE INDEX "push_messages_staff_idx" ON "push_messages" USING btree ("company_id","staff_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "push_messages_unread_idx" ON "push_messages" USING btree ("company_id","staff_id") WHERE read_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_company_phone_uq" ON "staff" USING btree ("company_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_company_openid_uq" ON "staff" USING btree ("company_id","openid");--> statement-breakpoint
CREATE INDEX "staff_openid_idx" ON "staff" USING btree ("openid");--> statement-breakpoint
CREATE INDEX "verification_codes_staff_idx" ON "verification_codes" USING btree ("company_id","staff_id","purpose");