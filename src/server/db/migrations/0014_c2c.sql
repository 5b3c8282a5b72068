CREATE TABLE "c2c_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"side" text NOT NULL,
	"coin_id" integer NOT NULL,
	"fiat" text NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"available" numeric(38, 18) NOT NULL,
	"min_amount" numeric(38, 18) NOT NULL,
	"max_amount" numeric(38, 18) NOT NULL,
	"pay_types" jsonb NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"online" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "c2c_merchants" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"nickname" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"demo" integer DEFAULT 0 NOT NULL,
	"approved_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "c2c_merchants_nickname_unique" UNIQUE("nickname")
);
--> statement-breakpoint
CREATE TABLE "c2c_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sender_id" bigint,
	"text" text,
	"upload_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "c2c_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"ad_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"merchant_id" bigint NOT NULL,
	"side" text NOT NULL,
	"coin_id" integer NOT NULL,
	"fiat" text NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"pay_type" text NOT NULL,
	"pay_info" jsonb NOT NULL,
	"stage" text NOT NULL,
	"cancel_reason" text,
	"pay_deadline" timestamp (3) with time zone NOT NULL,
	"cancel_at" timestamp (3) with time zone NOT NULL,
	"paid_at" timestamp (3) with time zone,
	"released_at" timestamp (3) with time zone,
	"cancelled_at" timestamp (3) with time zone,
	"cancelled_by_user" integer DEFAULT 0 NOT NULL,
	"appeal_by" text,
	"appeal_reason" text,
	"appealed_at" timestamp (3) with time zone,
	"appeal_deadline" timestamp (3) with time zone,
	"resolution" text,
	"resolution_reason" text,
	"resolved_at" timestamp (3) with time zone,
	"deal_number" text,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "c2c_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"pay_type" text NOT NULL,
	"name" text NOT NULL,
	"account" text NOT NULL,
	"bank" text,
	"enabled" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "c2c_ads" ADD CONSTRAINT "c2c_ads_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_ads" ADD CONSTRAINT "c2c_ads_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_merchants" ADD CONSTRAINT "c2c_merchants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_messages" ADD CONSTRAINT "c2c_messages_order_id_c2c_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."c2c_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_messages" ADD CONSTRAINT "c2c_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_messages" ADD CONSTRAINT "c2c_messages_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_orders" ADD CONSTRAINT "c2c_orders_ad_id_c2c_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."c2c_ads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_orders" ADD CONSTRAINT "c2c_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_orders" ADD CONSTRAINT "c2c_orders_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_orders" ADD CONSTRAINT "c2c_orders_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_payment_methods" ADD CONSTRAINT "c2c_payment_methods_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "c2c_ads_list_idx" ON "c2c_ads" USING btree ("side","coin_id","fiat","online");--> statement-breakpoint
CREATE INDEX "c2c_messages_order_idx" ON "c2c_messages" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "c2c_orders_user_idx" ON "c2c_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "c2c_orders_merchant_idx" ON "c2c_orders" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "c2c_orders_due_idx" ON "c2c_orders" USING btree ("cancel_at","id") WHERE "c2c_orders"."stage" = 'paying';--> statement-breakpoint
CREATE UNIQUE INDEX "c2c_orders_user_request_key" ON "c2c_orders" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "c2c_payment_methods_merchant_idx" ON "c2c_payment_methods" USING btree ("merchant_id");