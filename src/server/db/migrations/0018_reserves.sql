CREATE TABLE "por_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"signature" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "por_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "por_leaves" (
	"snapshot_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"salt" text NOT NULL,
	CONSTRAINT "por_leaves_snapshot_id_user_id_pk" PRIMARY KEY("snapshot_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "por_nodes" (
	"snapshot_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"position" integer NOT NULL,
	"hash" text NOT NULL,
	"sums" jsonb NOT NULL,
	CONSTRAINT "por_nodes_snapshot_id_level_position_pk" PRIMARY KEY("snapshot_id","level","position")
);
--> statement-breakpoint
CREATE TABLE "por_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"taken_at" timestamp (3) with time zone NOT NULL,
	"slot" date,
	"coins" jsonb NOT NULL,
	"root_hash" text NOT NULL,
	"liabilities" jsonb NOT NULL,
	"reserves" jsonb NOT NULL,
	"ticks" jsonb NOT NULL,
	"previous_hash" text,
	"hash" text NOT NULL,
	"signature" text NOT NULL,
	"leaf_count" integer NOT NULL,
	"addresses" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "por_leaves" ADD CONSTRAINT "por_leaves_snapshot_id_por_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."por_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "por_leaves" ADD CONSTRAINT "por_leaves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "por_nodes" ADD CONSTRAINT "por_nodes_snapshot_id_por_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."por_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "por_addresses_chain_address_key" ON "por_addresses" USING btree ("chain","address");--> statement-breakpoint
CREATE UNIQUE INDEX "por_snapshots_hash_key" ON "por_snapshots" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "por_snapshots_previous_key" ON "por_snapshots" USING btree (coalesce("previous_hash", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "por_snapshots_slot_key" ON "por_snapshots" USING btree ("slot");