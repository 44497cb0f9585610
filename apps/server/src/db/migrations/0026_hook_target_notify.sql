-- What a webhook call reads of its workflow (the switches, the version, the team and its plan) is told
-- to whoever listens on 'flowlane_hook_targets' as it changes: the changed workflow's hook id, or '*'
-- when a team's plan changes. The embedded server keeps the targets it has read and forgets them on these
-- notices, which PostgreSQL sends as the change commits, so a workflow switched off answers 404 at once.
-- A deleted workflow (also by a deleted team or project) is a change too.
CREATE OR REPLACE FUNCTION flowlane_hook_target_changed()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_TABLE_NAME = 'teams' THEN
    PERFORM pg_notify('flowlane_hook_targets', '*');
  ELSIF OLD.hook_id IS NOT NULL THEN
    PERFORM pg_notify('flowlane_hook_targets', OLD.hook_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER workflows_hook_target_changed
AFTER UPDATE ON workflows
FOR EACH ROW
WHEN (OLD.hook_id IS DISTINCT FROM NEW.hook_id OR OLD.team_id IS DISTINCT FROM NEW.team_id
  OR OLD.version IS DISTINCT FROM NEW.version OR OLD.enabled IS DISTINCT FROM NEW.enabled
  OR OLD.webhook_active IS DISTINCT FROM NEW.webhook_active OR OLD.webhook_sync IS DISTINCT FROM NEW.webhook_sync)
EXECUTE FUNCTION flowlane_hook_target_changed();
--> statement-breakpoint
CREATE TRIGGER workflows_hook_target_deleted
AFTER DELETE ON workflows
FOR EACH ROW
EXECUTE FUNCTION flowlane_hook_target_changed();
--> statement-breakpoint
CREATE TRIGGER teams_hook_target_changed
AFTER UPDATE ON teams
FOR EACH ROW
WHEN (OLD.plan_guid IS DISTINCT FROM NEW.plan_guid)
EXECUTE FUNCTION flowlane_hook_target_changed();
