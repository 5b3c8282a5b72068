DROP INDEX "balances_owner_account_coin_key";--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "balances_owner_account_coin_slot_key" ON "balances" USING btree (coalesce("user_id", 0),"account","coin_id","slot");--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_user_one_slot" CHECK ("balances"."user_id" is null or "balances"."slot" = 0);