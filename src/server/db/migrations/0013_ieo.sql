CREATE TABLE "ieo_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"applied" numeric(38, 18) NOT NULL,
	"allotted" numeric(38, 18),
	"pay_amount" numeric(38, 18),
	"receipt" jsonb,
	"stage" text NOT NULL,
	"pay_end" timestamp (3) with time zone NOT NULL,
	"list_at" timestamp (3) with time zone NOT NULL,
	"request_id" text NOT NULL,
	"pay_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp (3) with time zone,
	"lapsed_at" timestamp (3) with time zone,
	"listed_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "ieo_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"coin_id" integer NOT NULL,
	"pay_coin_id" integer NOT NULL,
	"ieo_price" numeric(38, 18) NOT NULL,
	"supply" numeric(38, 18) NOT NULL,
	"user_cap" numeric(38, 18) NOT NULL,
	"min_apply" numeric(38, 18) NOT NULL,
	"max_apply" numeric(38, 18) NOT NULL,
	"apply_start" timestamp (3) with time zone NOT NULL,
	"apply_end" timestamp (3) with time zone NOT NULL,
	"allot_at" timestamp (3) with time zone NOT NULL,
	"pay_start" timestamp (3) with time zone NOT NULL,
	"pay_end" timestamp (3) with time zone NOT NULL,
	"list_at" timestamp (3) with time zone NOT NULL,
	"lock_until" timestamp (3) with time zone NOT NULL,
	"total_applied" numeric(38, 18) DEFAULT '0' NOT NULL,
	"applicants" integer DEFAULT 0 NOT NULL,
	"stage" text DEFAULT 'applying' NOT NULL,
	"allotted_at" timestamp (3) with time zone,
	"factors" jsonb,
	"table_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ieo_items_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "ieo_applications" ADD CONSTRAINT "ieo_applications_item_id_ieo_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."ieo_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ieo_applications" ADD CONSTRAINT "ieo_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ieo_items" ADD CONSTRAINT "ieo_items_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ieo_items" ADD CONSTRAINT "ieo_items_pay_coin_id_coins_id_fk" FOREIGN KEY ("pay_coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ieo_applications_item_user_key" ON "ieo_applications" USING btree ("item_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ieo_applications_user_request_key" ON "ieo_applications" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "ieo_applications_user_idx" ON "ieo_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ieo_applications_item_idx" ON "ieo_applications" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "ieo_applications_pay_due_idx" ON "ieo_applications" USING btree ("pay_end","id") WHERE "ieo_applications"."stage" = 'allotted';--> statement-breakpoint
CREATE INDEX "ieo_applications_list_due_idx" ON "ieo_applications" USING btree ("list_at","id") WHERE "ieo_applications"."stage" = 'paid';--> statement-breakpoint
CREATE INDEX "ieo_items_due_idx" ON "ieo_items" USING btree ("allot_at","id") WHERE "ieo_items"."stage" = 'applying';