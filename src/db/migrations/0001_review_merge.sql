CREATE TABLE "review_save_windows" (
	"client_id" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"saves" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "review_versions_client_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "review_versions_client_version_idx" ON "review_versions" USING btree ("client_id","version");--> statement-breakpoint
CREATE INDEX "review_versions_client_saved_idx" ON "review_versions" USING btree ("client_id","saved_at");