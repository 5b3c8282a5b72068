CREATE TABLE "coin_listings" (
	"coin_id" integer PRIMARY KEY NOT NULL,
	"feed_symbol" text NOT NULL,
	"descriptions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_listings_feed_symbol_unique" UNIQUE("feed_symbol")
);
--> statement-breakpoint
CREATE TABLE "coin_locks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"coin_id" integer NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"unlock_at" timestamp (3) with time zone NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unlocked_at" timestamp (3) with time zone,
	CONSTRAINT "coin_locks_source_unique" UNIQUE("source")
);
--> statement-breakpoint
CREATE TABLE "newcoin_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"amount_paid" numeric(38, 18) NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"allotted" numeric(38, 18),
	"cost" numeric(38, 18),
	"refund" numeric(38, 18),
	"receipt" jsonb,
	"status" text NOT NULL,
	"launch_at" timestamp (3) with time zone NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"launched_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "newcoin_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"coin_id" integer NOT NULL,
	"pay_coin_id" integer NOT NULL,
	"issue_price" numeric(38, 18) NOT NULL,
	"supply" numeric(38, 18) NOT NULL,
	"subscribed" numeric(38, 18) DEFAULT '0' NOT NULL,
	"oversubscribable" integer DEFAULT 1 NOT NULL,
	"min_amount" numeric(38, 18) NOT NULL,
	"user_limit" numeric(38, 18) NOT NULL,
	"lockup_days" integer NOT NULL,
	"start_at" timestamp (3) with time zone NOT NULL,
	"end_at" timestamp (3) with time zone NOT NULL,
	"launch_at" timestamp (3) with time zone NOT NULL,
	"stage" text DEFAULT 'selling' NOT NULL,
	"allotted_at" timestamp (3) with time zone,
	"total_applied" numeric(38, 18),
	"factors" jsonb,
	"table_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newcoin_products_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "coin_listings" ADD CONSTRAINT "coin_listings_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_locks" ADD CONSTRAINT "coin_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_locks" ADD CONSTRAINT "coin_locks_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newcoin_orders" ADD CONSTRAINT "newcoin_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newcoin_orders" ADD CONSTRAINT "newcoin_orders_product_id_newcoin_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."newcoin_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newcoin_products" ADD CONSTRAINT "newcoin_products_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newcoin_products" ADD CONSTRAINT "newcoin_products_pay_coin_id_coins_id_fk" FOREIGN KEY ("pay_coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_locks_user_idx" ON "coin_locks" USING btree ("user_id","coin_id");--> statement-breakpoint
CREATE INDEX "coin_locks_due_idx" ON "coin_locks" USING btree ("unlock_at","id") WHERE "coin_locks"."status" = 'locked';--> statement-breakpoint
CREATE INDEX "newcoin_orders_user_idx" ON "newcoin_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "newcoin_orders_product_idx" ON "newcoin_orders" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "newcoin_orders_launch_idx" ON "newcoin_orders" USING btree ("launch_at","id") WHERE "newcoin_orders"."status" = 'passed';--> statement-breakpoint
CREATE UNIQUE INDEX "newcoin_orders_user_request_key" ON "newcoin_orders" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "newcoin_products_due_idx" ON "newcoin_products" USING btree ("end_at","id") WHERE "newcoin_products"."stage" = 'selling';