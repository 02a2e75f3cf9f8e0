CREATE TABLE "published_waypoints" (
	"property_id" text PRIMARY KEY NOT NULL,
	"waypoints" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"version" integer NOT NULL,
	"review" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"client_id" text PRIMARY KEY NOT NULL,
	"review" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"address" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "review_versions_client_idx" ON "review_versions" USING btree ("client_id","version");