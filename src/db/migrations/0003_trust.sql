CREATE TABLE "review_links" (
	"client_id" text PRIMARY KEY NOT NULL,
	"generation" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"rotated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "gave_up_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_one_draft_idx" ON "rounds" USING btree ("client_id") WHERE "rounds"."status" = 'draft';