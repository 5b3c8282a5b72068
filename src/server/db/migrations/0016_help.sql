CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"seed_key" text,
	"titles" jsonb NOT NULL,
	"bodies" jsonb NOT NULL,
	"popular" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply" text,
	"replied_by" text,
	"replied_at" timestamp with time zone,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_feedback" ADD CONSTRAINT "help_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_seed_key" ON "help_articles" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "help_articles_category_idx" ON "help_articles" USING btree ("category");--> statement-breakpoint
CREATE INDEX "help_feedback_user_idx" ON "help_feedback" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "help_feedback_status_idx" ON "help_feedback" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "help_feedback_user_request_key" ON "help_feedback" USING btree ("user_id","request_id");