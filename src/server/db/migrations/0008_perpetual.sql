CREATE TABLE "perp_cursors" (
	"symbol" text PRIMARY KEY NOT NULL,
	"ts" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perp_pairs" (
	"pair_id" integer PRIMARY KEY NOT NULL,
	"contract_value" numeric(38, 18) NOT NULL,
	"leverages" jsonb NOT NULL,
	"fee_rate" numeric(38, 18) NOT NULL,
	"tiers" jsonb NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perp_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"pair_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"lots" integer NOT NULL,
	"qty" numeric(38, 18) NOT NULL,
	"contract_value" numeric(38, 18) NOT NULL,
	"leverage" integer NOT NULL,
	"margin_mode" text NOT NULL,
	"status" integer NOT NULL,
	"liquidated" boolean DEFAULT false NOT NULL,
	"limit_price" numeric(38, 18),
	"entry_price" numeric(38, 18),
	"initial_margin" numeric(38, 18) NOT NULL,
	"added_margin" numeric(38, 18) DEFAULT '0' NOT NULL,
	"fee_rate" numeric(38, 18) NOT NULL,
	"tiers" jsonb NOT NULL,
	"open_fee" numeric(38, 18) NOT NULL,
	"liquidation_price" numeric(38, 18),
	"tp_price" numeric(38, 18),
	"sl_price" numeric(38, 18),
	"levels_at" timestamp (3) with time zone NOT NULL,
	"close_price" numeric(38, 18),
	"close_fee" numeric(38, 18),
	"realized_pnl" numeric(38, 18),
	"close_reason" text,
	"open_tick" jsonb,
	"close_tick" jsonb,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp (3) with time zone,
	"closed_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "perp_pairs" ADD CONSTRAINT "perp_pairs_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perp_positions" ADD CONSTRAINT "perp_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perp_positions" ADD CONSTRAINT "perp_positions_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "perp_positions_user_idx" ON "perp_positions" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "perp_positions_open_idx" ON "perp_positions" USING btree ("symbol","status") WHERE "perp_positions"."status" in (0, 1);--> statement-breakpoint
CREATE UNIQUE INDEX "perp_positions_user_request_key" ON "perp_positions" USING btree ("user_id","request_id");