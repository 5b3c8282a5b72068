ALTER TABLE "bank_cards" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_password_changed_at" timestamp with time zone;