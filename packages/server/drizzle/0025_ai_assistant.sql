CREATE TABLE "ai_conversations" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"owner" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"preview" text DEFAULT '' NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_conversations_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "ai_guest_accounts" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"phone" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_guest_accounts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "ai_guest_sessions" (
	"company_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"guest_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_guest_sessions_company_id_token_hash_pk" PRIMARY KEY("company_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "ai_messages" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"role" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stop_requested" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_messages_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "ai_ratings" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"rater_id" uuid NOT NULL,
	"score" text NOT NULL,
	"tags" text[] NOT NULL,
	"text" text NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_ratings_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "ai_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'local' NOT NULL,
	"base_url" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"api_key" text DEFAULT '' NOT NULL,
	"per_person_daily" integer NOT NULL,
	"per_company_daily" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_usage" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_usage_company_id_day_scope_pk" PRIMARY KEY("company_id","day","scope")
);
--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_guest_accounts" ADD CONSTRAINT "ai_guest_accounts_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_guest_sessions" ADD CONSTRAINT "ai_guest_sessions_company_id_guest_id_ai_guest_accounts_company_id_id_fk" FOREIGN KEY ("company_id","guest_id") REFERENCES "public"."ai_guest_accounts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_messages" ADD CONSTRAINT "ai_messages_company_id_conversation_id_ai_conversations_company_id_id_fk" FOREIGN KEY ("company_id","conversation_id") REFERENCES "public"."ai_conversations"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_ratings" ADD CONSTRAINT "ai_ratings_company_id_message_id_ai_messages_company_id_id_fk" FOREIGN KEY ("company_id","message_id") REFERENCES "public"."ai_messages"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_settings" ADD CONSTRAINT "ai_settings_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_conversations_owner_idx" ON "ai_conversations" USING btree ("company_id","owner","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_guest_accounts_phone_uq" ON "ai_guest_accounts" USING btree ("company_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_messages_conversation_seq_uq" ON "ai_messages" USING btree ("company_id","conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_ratings_message_rater_uq" ON "ai_ratings" USING btree ("company_id","message_id","rater_id");--> statement-breakpoint
CREATE INDEX "ai_ratings_rated_idx" ON "ai_ratings" USING btree ("company_id","rated_at","id");--> statement-breakpoint
CREATE INDEX "ai_ratings_score_idx" ON "ai_ratings" USING btree ("company_id","score","rated_at","id");