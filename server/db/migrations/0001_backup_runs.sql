CREATE TABLE "backup_runs" (
	"run_day" date PRIMARY KEY NOT NULL,
	"server" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"file_name" text
);
