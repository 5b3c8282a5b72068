CREATE TABLE "user_wallets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_nonces" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" bigint,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_wallets" ADD CONSTRAINT "user_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_wallets_chain_address_key" ON "user_wallets" USING btree ("chain","address");--> statement-breakpoint
CREATE UNIQUE INDEX "user_wallets_user_chain_key" ON "user_wallets" USING btree ("user_id","chain");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_nonces_nonce_key" ON "wallet_nonces" USING btree ("nonce");