CREATE TABLE "finance_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"coin_id" integer NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"daily_rate" numeric(38, 18) NOT NULL,
	"penalty_rate" numeric(38, 18) NOT NULL,
	"days" integer NOT NULL,
	"interest_start" timestamp (3) with time zone NOT NULL,
	"completion_at" timestamp (3) with time zone NOT NULL,
	"paid_days" integer DEFAULT 0 NOT NULL,
	"earned" numeric(38, 18) DEFAULT '0' NOT NULL,
	"next_payout_at" timestamp (3) with time zone NOT NULL,
	"status" text NOT NULL,
	"penalty" numeric(38, 18),
	"refund" numeric(38, 18),
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp (3) with time zone,
	"completed_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "finance_payouts" (
	"order_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"day" integer NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"day_start" timestamp (3) with time zone NOT NULL,
	"paid_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"coin_id" integer NOT NULL,
	"days" integer NOT NULL,
	"min_amount" numeric(38, 18) NOT NULL,
	"max_amount" numeric(38, 18) NOT NULL,
	"daily_rate" numeric(38, 18) NOT NULL,
	"penalty_rate" numeric(38, 18) NOT NULL,
	"quota_total" numeric(38, 18) NOT NULL,
	"quota_used" numeric(38, 18) DEFAULT '0' NOT NULL,
	"user_limit" numeric(38, 18) NOT NULL,
	"opens_at" timestamp (3) with time zone NOT NULL,
	"closed_at" timestamp (3) with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "finance_orders" ADD CONSTRAINT "finance_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_orders" ADD CONSTRAINT "finance_orders_product_id_finance_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."finance_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_orders" ADD CONSTRAINT "finance_orders_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_payouts" ADD CONSTRAINT "finance_payouts_order_id_finance_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."finance_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_payouts" ADD CONSTRAINT "finance_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_products" ADD CONSTRAINT "finance_products_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finance_orders_user_idx" ON "finance_orders" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "finance_orders_product_user_idx" ON "finance_orders" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "finance_orders_due_idx" ON "finance_orders" USING btree ("next_payout_at","id") WHERE "finance_orders"."status" = 'hosting';--> statement-breakpoint
CREATE UNIQUE INDEX "finance_orders_user_request_key" ON "finance_orders" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_payouts_order_day_key" ON "finance_payouts" USING btree ("order_id","day");--> statement-breakpoint
CREATE INDEX "finance_payouts_user_paid_idx" ON "finance_payouts" USING btree ("user_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_products_name_key" ON "finance_products" USING btree ("name");