DROP INDEX "runs_workflow_idx";--> statement-breakpoint
DROP INDEX "runs_team_idx";--> statement-breakpoint
CREATE INDEX "runs_workflow_list_idx" ON "runs" USING btree ("workflow_id","team_id","queued_at","id");--> statement-breakpoint
CREATE INDEX "runs_workflow_status_idx" ON "runs" USING btree ("workflow_id","team_id","status","queued_at","id");--> statement-breakpoint
CREATE INDEX "runs_team_idx" ON "runs" USING btree ("team_id","queued_at","status");