CREATE TABLE "tour_files" (
	"hash" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_footage" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"source" jsonb NOT NULL,
	"range_start" double precision NOT NULL,
	"range_end" double precision NOT NULL,
	"times" jsonb NOT NULL,
	"frame_count" integer NOT NULL,
	"sizes" jsonb NOT NULL,
	"quality" integer NOT NULL,
	"stored_frames" integer DEFAULT 0 NOT NULL,
	"stored_bytes" bigint DEFAULT 0 NOT NULL,
	"set_hash" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_frames" (
	"footage_id" integer NOT NULL,
	"frame" integer NOT NULL,
	"width" integer NOT NULL,
	"file_hash" text NOT NULL,
	CONSTRAINT "tour_frames_footage_id_frame_width_pk" PRIMARY KEY("footage_id","frame","width")
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"layout" jsonb NOT NULL,
	"version" integer NOT NULL,
	"published" jsonb,
	"published_version" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tour_footage" ADD CONSTRAINT "tour_footage_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_frames" ADD CONSTRAINT "tour_frames_footage_id_tour_footage_id_fk" FOREIGN KEY ("footage_id") REFERENCES "public"."tour_footage"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_frames" ADD CONSTRAINT "tour_frames_file_hash_tour_files_hash_fk" FOREIGN KEY ("file_hash") REFERENCES "public"."tour_files"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_footage_tour_idx" ON "tour_footage" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "tour_footage_set_idx" ON "tour_footage" USING btree ("set_hash");--> statement-breakpoint
CREATE INDEX "tour_frames_file_idx" ON "tour_frames" USING btree ("file_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "tours_slug_idx" ON "tours" USING btree ("slug");