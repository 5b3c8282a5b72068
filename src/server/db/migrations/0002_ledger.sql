CREATE TABLE "balances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"account" text NOT NULL,
	"coin_id" integer NOT NULL,
	"available" numeric(38, 18) DEFAULT '0' NOT NULL,
	"frozen" numeric(38, 18) DEFAULT '0' NOT NULL,
	CONSTRAINT "balances_user_not_negative" CHECK ("balances"."user_id" is null or ("balances"."available" >= 0 and "balances"."frozen" >= 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"balance_id" bigint NOT NULL,
	"field" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_balance_id_balances_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."balances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balances_owner_account_coin_key" ON "balances" USING btree (coalesce("user_id", 0),"account","coin_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_balance_idx" ON "ledger_entries" USING btree ("balance_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_request_key" ON "ledger_transactions" USING btree ("request_id");