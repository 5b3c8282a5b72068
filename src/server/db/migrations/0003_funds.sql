CREATE TABLE "bank_cards" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"card_number" text NOT NULL,
	"branch_name" text NOT NULL,
	"branch_number" text NOT NULL,
	"bank_address" text NOT NULL,
	"swift_code" text NOT NULL,
	"iban" text NOT NULL,
	"payee_address" text NOT NULL,
	"postal_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_intents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"coin_id" integer NOT NULL,
	"network" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"deposit_id" bigint
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"coin_id" integer NOT NULL,
	"kind" text NOT NULL,
	"network" text,
	"amount" numeric(38, 18),
	"chain" text,
	"tx_hash" text,
	"from_address" text,
	"block_number" bigint,
	"status" text NOT NULL,
	"reason" text,
	"voucher_upload_id" text,
	"bank_name" text,
	"card_number" text,
	"holder_name" text,
	"request_id" text,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"level" text NOT NULL,
	"country" text,
	"real_name" text,
	"id_type" text,
	"id_number" text,
	"address" text,
	"front_upload_id" text,
	"back_upload_id" text,
	"holding_upload_id" text,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text
);
--> statement-breakpoint
CREATE TABLE "operator_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"coin_id" integer NOT NULL,
	"from_account" text NOT NULL,
	"to_account" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"coin_id" integer NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"coin_id" integer NOT NULL,
	"network" text NOT NULL,
	"destination" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"remark" text,
	"status" text NOT NULL,
	"reason" text,
	"payout_tx_hash" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text
);
--> statement-breakpoint
ALTER TABLE "coin_networks" ADD COLUMN "deposit_min" numeric(38, 18) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_networks" ADD COLUMN "withdraw_min" numeric(38, 18) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_networks" ADD COLUMN "withdraw_fee" numeric(38, 18) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "failed_pay_passwords" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_intents" ADD CONSTRAINT "deposit_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_intents" ADD CONSTRAINT "deposit_intents_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_intents" ADD CONSTRAINT "deposit_intents_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_voucher_upload_id_uploads_id_fk" FOREIGN KEY ("voucher_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_front_upload_id_uploads_id_fk" FOREIGN KEY ("front_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_back_upload_id_uploads_id_fk" FOREIGN KEY ("back_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_holding_upload_id_uploads_id_fk" FOREIGN KEY ("holding_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_addresses" ADD CONSTRAINT "withdrawal_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_addresses" ADD CONSTRAINT "withdrawal_addresses_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_intents_user_idx" ON "deposit_intents" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_chain_hash_key" ON "deposits" USING btree ("chain","tx_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_user_request_key" ON "deposits" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status");--> statement-breakpoint
CREATE INDEX "identity_verifications_user_idx" ON "identity_verifications" USING btree ("user_id","level","id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_one_pending_key" ON "identity_verifications" USING btree ("user_id","level") WHERE "identity_verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "transfers_user_idx" ON "transfers" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_user_request_key" ON "transfers" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_addresses_key" ON "withdrawal_addresses" USING btree ("user_id","coin_id","network","address");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_user_request_key" ON "withdrawals" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status");--> statement-breakpoint
-- Databases seeded before limits existed get the same defaults the seed gives new ones.
UPDATE "coin_networks" SET "deposit_min" = '0.0005', "withdraw_min" = '0.001', "withdraw_fee" = '0.0002' WHERE "coin_id" = 1 AND "network" = 'OMNI' AND "withdraw_min" = 0;--> statement-breakpoint
UPDATE "coin_networks" SET "deposit_min" = '0.005', "withdraw_min" = '0.01', "withdraw_fee" = '0.002' WHERE "coin_id" = 2 AND "network" = 'ERC20' AND "withdraw_min" = 0;--> statement-breakpoint
UPDATE "coin_networks" SET "deposit_min" = '10', "withdraw_min" = '10', "withdraw_fee" = '1' WHERE "coin_id" IN (3, 4) AND "network" = 'TRC20' AND "withdraw_min" = 0;--> statement-breakpoint
UPDATE "coin_networks" SET "deposit_min" = '10', "withdraw_min" = '20', "withdraw_fee" = '5' WHERE "coin_id" IN (3, 4) AND "network" = 'ERC20' AND "withdraw_min" = 0;--> statement-breakpoint
UPDATE "coin_networks" SET "deposit_min" = '10', "withdraw_min" = '50', "withdraw_fee" = '10' WHERE "coin_id" = 3 AND "network" = 'OMNI' AND "withdraw_min" = 0;
