CREATE TABLE "referral_bindings" (
	"invitee_id" bigint PRIMARY KEY NOT NULL,
	"inviter_id" bigint NOT NULL,
	"kickback" numeric(38, 18) NOT NULL,
	"bound_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_links" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"kickback" numeric(38, 18) NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_partners" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"ratio" numeric(38, 18) NOT NULL,
	"since" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_rebates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"beneficiary_id" bigint NOT NULL,
	"invitee_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"trade_id" bigint NOT NULL,
	"fee_kind" text NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"coin_id" integer NOT NULL,
	"ratio" numeric(38, 18) NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"payout_at" timestamp (3) with time zone NOT NULL,
	"paid_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "referral_bindings" ADD CONSTRAINT "referral_bindings_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_bindings" ADD CONSTRAINT "referral_bindings_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_partners" ADD CONSTRAINT "referral_partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rebates" ADD CONSTRAINT "referral_rebates_beneficiary_id_users_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rebates" ADD CONSTRAINT "referral_rebates_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rebates" ADD CONSTRAINT "referral_rebates_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_bindings_inviter_idx" ON "referral_bindings" USING btree ("inviter_id","bound_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rebates_fee_key" ON "referral_rebates" USING btree ("product","trade_id","fee_kind","kind");--> statement-breakpoint
CREATE INDEX "referral_rebates_beneficiary_idx" ON "referral_rebates" USING btree ("beneficiary_id","id");--> statement-breakpoint
CREATE INDEX "referral_rebates_due_idx" ON "referral_rebates" USING btree ("payout_at","id") WHERE "referral_rebates"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "referral_rebates_income_idx" ON "referral_rebates" USING btree ("created_at") WHERE "referral_rebates"."kind" = 'rebate';--> statement-breakpoint
-- Accounts invited before referral existed are bound to their inviter, with no kickback.
INSERT INTO "referral_bindings" ("invitee_id", "inviter_id", "kickback", "bound_at")
SELECT "id", "invited_by", 0, "created_at" FROM "users" WHERE "invited_by" IS NOT NULL
ON CONFLICT DO NOTHING;
