CREATE TABLE "dataset_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"dataset_id" uuid NOT NULL,
	"status" text NOT NULL,
	"file_name" text NOT NULL,
	"csv" "bytea" NOT NULL,
	"has_header" boolean NOT NULL,
	"headers" jsonb NOT NULL,
	"sample" jsonb NOT NULL,
	"guessed_types" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dataset_rows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dataset_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dataset_id" uuid NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datasets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"project_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"key_column_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dataset_imports" ADD CONSTRAINT "dataset_imports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_imports" ADD CONSTRAINT "dataset_imports_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_imports" ADD CONSTRAINT "dataset_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_rows" ADD CONSTRAINT "dataset_rows_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dataset_imports_dataset_idx" ON "dataset_imports" USING btree ("dataset_id","created_at");--> statement-breakpoint
CREATE INDEX "dataset_rows_dataset_idx" ON "dataset_rows" USING btree ("dataset_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dataset_rows_key_key" ON "dataset_rows" USING btree ("dataset_id","key");--> statement-breakpoint
CREATE INDEX "dataset_rows_c0_idx" ON "dataset_rows" USING btree ("dataset_id",("data" -> 'c0'),"id") WHERE "dataset_rows"."data" ? 'c0';--> statement-breakpoint
CREATE INDEX "dataset_rows_c1_idx" ON "dataset_rows" USING btree ("dataset_id",("data" -> 'c1'),"id") WHERE "dataset_rows"."data" ? 'c1';--> statement-breakpoint
CREATE INDEX "dataset_rows_c2_idx" ON "dataset_rows" USING btree ("dataset_id",("data" -> 'c2'),"id") WHERE "dataset_rows"."data" ? 'c2';--> statement-breakpoint
CREATE INDEX "dataset_rows_c3_idx" ON "dataset_rows" USING btree ("dataset_id",("data" -> 'c3'),"id") WHERE "dataset_rows"."data" ? 'c3';--> statement-breakpoint
CREATE INDEX "dataset_rows_c4_idx" ON "dataset_rows" USING btree ("dataset_id",("data" -> 'c4'),"id") WHERE "dataset_rows"."data" ? 'c4';--> statement-breakpoint
CREATE INDEX "dataset_rows_c5_idx" ON "dataset_rows" USING btree ("dataset_id",("data" -> 'c5'),"id") WHERE "dataset_rows"."data" ? 'c5';--> statement-breakpoint
CREATE INDEX "dataset_rows_c6_idx" ON "dataset_rows" USING btree ("dataset_id",("data" -> 'c6'),"id") WHERE "dataset_rows"."data" ? 'c6';--> statement-breakpoint
CREATE INDEX "dataset_rows_c7_idx" ON "dataset_rows" USING btree ("dataset_id",("data" -> 'c7'),"id") WHERE "dataset_rows"."data" ? 'c7';--> statement-breakpoint
CREATE INDEX "dataset_rows_c8_idx" ON "dataset_rows" USING btree ("dataset_id",("data" -> 'c8'),"id") WHERE "dataset_rows"."data" ? 'c8';--> statement-breakpoint
CREATE INDEX "dataset_rows_c9_idx" ON "dataset_rows" USING btree ("dataset_id",("data" -> 'c9'),"id") WHERE "dataset_rows"."data" ? 'c9';--> statement-breakpoint
CREATE INDEX "dataset_rows_c10_idx" ON "dataset_rows" USING btree ("dataset_id",("data" -> 'c10'),"id") WHERE "dataset_rows"."data" ? 'c10';--> statement-breakpoint
CREATE INDEX "dataset_rows_c11_idx" ON "dataset_rows" USING btree ("dataset_id",("data" -> 'c11'),"id") WHERE "dataset_rows"."data" ? 'c11';--> statement-breakpoint
CREATE INDEX "dataset_rows_c12_idx" ON "dataset_rows" USING btree ("dataset_id",("data" -> 'c12'),"id") WHERE "dataset_rows"."data" ? 'c12';--> statement-breakpoint
CREATE INDEX "dataset_rows_c13_idx" ON "dataset_rows" USING btree ("dataset_id",("data" -> 'c13'),"id") WHERE "dataset_rows"."data" ? 'c13';--> statement-breakpoint
CREATE INDEX "dataset_rows_c14_idx" ON "dataset_rows" USING btree ("dataset_id",("data" -> 'c14'),"id") WHERE "dataset_rows"."data" ? 'c14';--> statement-breakpoint
CREATE INDEX "dataset_rows_c15_idx" ON "dataset_rows" USING btree ("dataset_id",("data" -> 'c15'),"id") WHERE "dataset_rows"."data" ? 'c15';--> statement-breakpoint
CREATE INDEX "dataset_rows_c16_idx" ON "dataset_rows" USING btree ("dataset_id",("data" -> 'c16'),"id") WHERE "dataset_rows"."data" ? 'c16';--> statement-breakpoint
CREATE INDEX "dataset_rows_c17_idx" ON "dataset_rows" USING btree ("dataset_id",("data" -> 'c17'),"id") WHERE "dataset_rows"."data" ? 'c17';--> statement-breakpoint
CREATE INDEX "dataset_rows_c18_idx" ON "dataset_rows" USING btree ("dataset_id",("data" -> 'c18'),"id") WHERE "dataset_rows"."data" ? 'c18';--> statement-breakpoint
CREATE INDEX "dataset_rows_c19_idx" ON "dataset_rows" USING btree ("dataset_id",("data" -> 'c19'),"id") WHERE "dataset_rows"."data" ? 'c19';--> statement-breakpoint
CREATE INDEX "datasets_team_idx" ON "datasets" USING btree ("team_id","updated_at");--> statement-breakpoint
CREATE INDEX "datasets_project_idx" ON "datasets" USING btree ("project_id");