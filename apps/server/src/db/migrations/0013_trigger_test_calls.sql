CREATE TABLE "trigger_test_calls" (
	"workflow_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"team_id" uuid NOT NULL,
	"listening_until" timestamp with time zone,
	"data" jsonb,
	"captured_at" timestamp with time zone,
	CONSTRAINT "trigger_test_calls_workflow_id_kind_pk" PRIMARY KEY("workflow_id","kind"),
	CONSTRAINT "trigger_test_calls_kind_known" CHECK ("trigger_test_calls"."kind" in ('webhook','mailhook'))
);
--> statement-breakpoint
ALTER TABLE "trigger_test_calls" ADD CONSTRAINT "trigger_test_calls_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trigger_test_calls" ADD CONSTRAINT "trigger_test_calls_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;