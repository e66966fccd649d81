-- Uploaded images and their renditions, shared by every app server on one PostgreSQL (server/media/media-storage.ts).
-- Each server also keeps them on its own disk and serves them from there; the embedded database leaves this empty.
-- Not in schema.ts: only the media storage reads it, with plain SQL.
CREATE TABLE "media_files" (
	"path" text PRIMARY KEY NOT NULL,
	"content" bytea NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_size_check" CHECK ("size" = octet_length("content"))
);
