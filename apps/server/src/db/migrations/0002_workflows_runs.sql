CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "run_steps" (
	"run_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"node_id" text NOT NULL,
	"name" text NOT NULL,
	"service_id" text NOT NULL,
	"status" text NOT NULL,
	"iteration" integer,
	"input" jsonb,
	"output" jsonb,
	"output_truncated" boolean DEFAULT false NOT NULL,
	"handles" jsonb,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"attempts" integer NOT NULL,
	"error" jsonb,
	CONSTRAINT "run_steps_run_id_attempt_seq_pk" PRIMARY KEY("run_id","attempt","seq")
);
--> statement-breakpoint
CREATE TABLE "runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"workflow_version" integer NOT NULL,
	"status" text NOT NULL,
	"trigger" text NOT NULL,
	"trigger_data" jsonb,
	"retry_of" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"processing_ms" integer DEFAULT 0 NOT NULL,
	"error" jsonb,
	"output" jsonb,
	"reply" jsonb,
	CONSTRAINT "runs_status_known" CHECK ("runs"."status" in ('queued','running','succeeded','failed','cancelled','timed_out','refused'))
);
--> statement-breakpoint
CREATE TABLE "usage_ledger" (
	"run_id" uuid PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"processing_ms" bigint NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_versions" (
	"workflow_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"graph" jsonb NOT NULL,
	"schema_version" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_versions_workflow_id_version_pk" PRIMARY KEY("workflow_id","version")
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"project_id" uuid,
	"title" text NOT NULL,
	"data" jsonb NOT NULL,
	"graph" jsonb NOT NULL,
	"schema_version" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"hook_id" text NOT NULL,
	"webhook_active" boolean DEFAULT false NOT NULL,
	"webhook_sync" boolean DEFAULT false NOT NULL,
	"mailhook_active" boolean DEFAULT false NOT NULL,
	"schedule_cron" text,
	"schedule_timezone" text,
	"last_scheduled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_steps" ADD CONSTRAINT "run_steps_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_ledger" ADD CONSTRAINT "usage_ledger_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_versions" ADD CONSTRAINT "workflow_versions_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_versions" ADD CONSTRAINT "workflow_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_team_idx" ON "projects" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "runs_queue_idx" ON "runs" USING btree ("queued_at") WHERE "runs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "runs_running_idx" ON "runs" USING btree ("team_id") WHERE "runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "runs_workflow_idx" ON "runs" USING btree ("workflow_id","queued_at");--> statement-breakpoint
CREATE INDEX "runs_team_idx" ON "runs" USING btree ("team_id","queued_at");--> statement-breakpoint
CREATE INDEX "usage_team_idx" ON "usage_ledger" USING btree ("team_id","recorded_at");--> statement-breakpoint
CREATE INDEX "workflows_team_idx" ON "workflows" USING btree ("team_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workflows_hook_key" ON "workflows" USING btree ("hook_id");--> statement-breakpoint
CREATE INDEX "workflows_schedule_idx" ON "workflows" USING btree ("schedule_cron") WHERE "workflows"."schedule_cron" is not null;