CREATE TABLE "market_candles" (
	"symbol" text NOT NULL,
	"period" text NOT NULL,
	"open_time" timestamp with time zone NOT NULL,
	"open" numeric(38, 18) NOT NULL,
	"high" numeric(38, 18) NOT NULL,
	"low" numeric(38, 18) NOT NULL,
	"close" numeric(38, 18) NOT NULL,
	"volume" numeric(38, 18) NOT NULL,
	CONSTRAINT "market_candles_symbol_period_open_time_pk" PRIMARY KEY("symbol","period","open_time")
);
--> statement-breakpoint
CREATE TABLE "market_ticks" (
	"symbol" text NOT NULL,
	"ts" timestamp (3) with time zone NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "market_ticks_symbol_ts_pk" PRIMARY KEY("symbol","ts")
);
--> statement-breakpoint
CREATE TABLE "pairs" (
	"id" integer PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"base_coin_id" integer NOT NULL,
	"quote_coin_id" integer NOT NULL,
	"price_decimals" integer NOT NULL,
	"qty_decimals" integer NOT NULL,
	"min_qty" numeric(38, 18) NOT NULL,
	"fee_rate" numeric(38, 18) DEFAULT '0.001' NOT NULL,
	"feed_symbol" text NOT NULL,
	"sim_price" numeric(38, 18) NOT NULL,
	"sim_volatility" numeric(38, 18) DEFAULT '0.0004' NOT NULL,
	"recommended" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "pairs_symbol_unique" UNIQUE("symbol")
);
--> statement-breakpoint
CREATE TABLE "spot_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"pair_id" integer NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"limit_price" numeric(38, 18),
	"quantity" numeric(38, 18) NOT NULL,
	"fee_rate" numeric(38, 18) NOT NULL,
	"frozen" numeric(38, 18) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"fill_price" numeric(38, 18),
	"quote_amount" numeric(38, 18),
	"fee" numeric(38, 18),
	"tick_price" numeric(38, 18),
	"tick_time" timestamp (3) with time zone,
	"tick_source" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"filled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stocks" (
	"symbol" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"exchange" text NOT NULL,
	"price_decimals" integer DEFAULT 2 NOT NULL,
	"sim_price" numeric(38, 18) NOT NULL,
	"sim_volatility" numeric(38, 18) DEFAULT '0.0002' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pairs" ADD CONSTRAINT "pairs_base_coin_id_coins_id_fk" FOREIGN KEY ("base_coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairs" ADD CONSTRAINT "pairs_quote_coin_id_coins_id_fk" FOREIGN KEY ("quote_coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spot_orders_user_idx" ON "spot_orders" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "spot_orders_waiting_idx" ON "spot_orders" USING btree ("pair_id","side","limit_price") WHERE "spot_orders"."status" = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "spot_orders_user_request_key" ON "spot_orders" USING btree ("user_id","request_id");