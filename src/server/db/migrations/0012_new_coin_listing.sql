ALTER TABLE "pairs" ALTER COLUMN "sim_price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_listings" ADD COLUMN "stage" text DEFAULT 'defined' NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_listings" ADD COLUMN "list_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "coin_listings" ADD COLUMN "listed_at" timestamp (3) with time zone;--> statement-breakpoint
UPDATE "coin_listings" SET "stage" = 'scheduled', "list_at" = (SELECT min("launch_at") FROM "newcoin_products" WHERE "newcoin_products"."coin_id" = "coin_listings"."coin_id") WHERE EXISTS (SELECT 1 FROM "newcoin_products" WHERE "newcoin_products"."coin_id" = "coin_listings"."coin_id");
