CREATE TABLE "pdf_documents" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"page_count" integer,
	"pages_read" integer DEFAULT 0 NOT NULL,
	"ocr_pages" integer DEFAULT 0 NOT NULL,
	"error" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pdf_pages" (
	"file_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"source" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "pdf_pages_file_id_page_pk" PRIMARY KEY("file_id","page")
);
--> statement-breakpoint
ALTER TABLE "pdf_documents" ADD CONSTRAINT "pdf_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_documents" ADD CONSTRAINT "pdf_documents_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_pages" ADD CONSTRAINT "pdf_pages_file_id_pdf_documents_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."pdf_documents"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pdf_documents_team_idx" ON "pdf_documents" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "pdf_documents_pending_idx" ON "pdf_documents" USING btree ("created_at") WHERE "pdf_documents"."status" in ('queued', 'reading');