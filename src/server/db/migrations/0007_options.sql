CREATE TABLE "option_demo_topups" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"last_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"pair_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"direction" text NOT NULL,
	"seconds" integer NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"account" text NOT NULL,
	"status" text NOT NULL,
	"payout_ratio" numeric(38, 18) NOT NULL,
	"flat_band" numeric(38, 18) NOT NULL,
	"fee_rate" numeric(38, 18) NOT NULL,
	"open_tick" jsonb NOT NULL,
	"settle_at" timestamp (3) with time zone NOT NULL,
	"close_price" numeric(38, 18),
	"close_tick" jsonb,
	"settlement_ticks" jsonb,
	"fee" numeric(38, 18),
	"payout" numeric(38, 18),
	"profit_loss" numeric(38, 18),
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "option_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"pair_id" integer NOT NULL,
	"seconds" integer NOT NULL,
	"payout_ratio" numeric(38, 18) NOT NULL,
	"min_amount" numeric(38, 18) NOT NULL,
	"max_amount" numeric(38, 18) NOT NULL,
	"flat_band" numeric(38, 18) NOT NULL,
	"fee_rate" numeric(38, 18) DEFAULT '0' NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "option_demo_topups" ADD CONSTRAINT "option_demo_topups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_orders" ADD CONSTRAINT "option_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_orders" ADD CONSTRAINT "option_orders_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_products" ADD CONSTRAINT "option_products_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "option_orders_user_idx" ON "option_orders" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "option_orders_due_idx" ON "option_orders" USING btree ("settle_at","id") WHERE "option_orders"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "option_orders_user_request_key" ON "option_orders" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "option_products_pair_seconds_key" ON "option_products" USING btree ("pair_id","seconds");