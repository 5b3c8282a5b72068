CREATE TABLE "bank_deposit_references" (
	"reference" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"coin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deposit_id" bigint
);
--> statement-breakpoint
CREATE TABLE "deposit_bank_accounts" (
	"coin_id" integer PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"bank" text NOT NULL,
	"account" text NOT NULL,
	"swift" text,
	"branch" text,
	"reference_prefix" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "bank_deposit_references" ADD CONSTRAINT "bank_deposit_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_deposit_references" ADD CONSTRAINT "bank_deposit_references_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_deposit_references" ADD CONSTRAINT "bank_deposit_references_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_bank_accounts" ADD CONSTRAINT "deposit_bank_accounts_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_deposit_references_user_idx" ON "bank_deposit_references" USING btree ("user_id","coin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_reference_key" ON "deposits" USING btree ("reference");