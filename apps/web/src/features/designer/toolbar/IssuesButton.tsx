import WarningAmber from '@mui/icons-material/WarningAmber';
import {
  Badge,
  Button,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Tooltip,
} from '@mui/material';
import { useReactFlow } from '@xyflow/react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePlanQuery } from '../api/queries';
import { useDecorStore } from '../store/decor-store';
import { designer, useDesignerStore } from '../store/designer-store';
import { type PlanGap, planGaps } from '../store/plan-gaps';
import { type TriggerIssue, triggerIssues } from '../triggers/trigger-issues';

const PRICING_PATH = '/billing/pricing';

/** Steps the team's plan does not cover, from the canvas as it is now (before saving). */
function usePlanGaps(): PlanGap[] {
  const { data: catalogue } = usePlanQuery();
  const services = useDecorStore((s) => s.services);
  // A key of ids, services and names: a drag (new positions every frame) does not recompute anything.
  const key = useDesignerStore((s) =>
    s.nodes.map((n) => `${n.id}\u0000${n.data.serviceId}\u0000${n.data.name}`).join('\u0001'),
  );
  return useMemo(() => {
    const nodes = useDesignerStore.getState().nodes;
    return key === '' ? [] : planGaps(nodes, services, catalogue);
  }, [key, services, catalogue]);
}

/** Trigger settings the graph contradicts (reply mode, schedule), from the canvas and data as they are. */
function useTriggerIssues(): TriggerIssue[] {
  const data = useDesignerStore((s) => s.data);
  const key = useDesignerStore((s) => s.nodes.map((n) => `${n.id}\u0000${n.data.serviceId}`).join('\u0001'));
  return useMemo(() => {
    const nodes = useDesignerStore.getState().nodes;
    return key === '' && !data ? [] : triggerIssues(nodes, data);
  }, [key, data]);
}

/** The one-click fix of a trigger issue: reply with the step, or turn the schedule off. */
function fixTriggerIssue(issue: TriggerIssue): void {
  const data = useDesignerStore.getState().data;
  if (!data) return;
  if (issue.code === 'replyIgnored')
    designer.setData({ ...data, webhook: { ...data.webhook, responseMode: 'sync' } });
  else designer.setData({ ...data, schedule: { ...data.schedule, active: false } });
}

function planGapText(gap: PlanGap, t: TFunction) {
  return {
    primary: t('designer.planGap.message', {
      step: gap.stepName,
      feature: t(`designer.planGap.features.${gap.feature}`),
      plan: gap.planName,
    }),
    secondary:
      gap.plansWithIt.length > 0
        ? t('designer.planGap.includedIn', { plans: gap.plansWithIt.join(', ') })
        : t('designer.planGap.noPlan'),
  };
}

/**
 * The workflow's problems: the server's validation issues of the saved workflow, and steps the team's
 * plan does not cover (checked on the canvas before saving). Picking one shows its step.
 */
export function IssuesButton() {
  const { t } = useTranslation();
  const byNode = useDecorStore((s) => s.issuesByNode);
  const general = useDecorStore((s) => s.workflowIssues);
  const gaps = usePlanGaps();
  const triggers = useTriggerIssues();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const flow = useReactFlow();
  const all = [...general, ...[...byNode.values()].flat()];
  const count = all.length + gaps.length + triggers.length;
  if (count === 0) return null;

  const show = (nodeId: string | undefined) => {
    setAnchor(null);
    if (!nodeId) return;
    const node = flow.getNode(nodeId);
    if (!node) return;
    designer.openPanel(nodeId);
    void flow.setCenter(node.position.x + 120, node.position.y + 40, { duration: 300, zoom: flow.getZoom() });
  };

  return (
    <>
      <Tooltip title={t('designer.workflowIssues')}>
        <IconButton
          size="small"
          color="warning"
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="workflow-issues"
          aria-label={t('designer.workflowIssues')}
        >
          <Badge badgeContent={count} color="warning">
            <WarningAmber fontSize="small" />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <List dense sx={{ maxWidth: 460, maxHeight: 360, overflowY: 'auto' }}>
          {gaps.map((gap) => {
            const text = planGapText(gap, t);
            return (
              <ListItem
                key={`plan:${gap.nodeId}`}
                disablePadding
                data-testid="plan-issue"
                data-node-id={gap.nodeId}
                secondaryAction={
                  <Link
                    component={RouterLink}
                    to={PRICING_PATH}
                    variant="body2"
                    onClick={() => setAnchor(null)}
                  >
                    {t('designer.planGap.seePlans')}
                  </Link>
                }
              >
                <ListItemButton onClick={() => show(gap.nodeId)} sx={{ pr: 12 }}>
                  <ListItemText primary={text.primary} secondary={text.secondary} />
                </ListItemButton>
              </ListItem>
            );
          })}
          {triggers.map((issue) => (
            <ListItem
              key={`trigger:${issue.code}`}
              disablePadding
              data-testid="trigger-issue"
              data-code={issue.code}
              secondaryAction={
                <Button
                  size="small"
                  onClick={() => {
                    fixTriggerIssue(issue);
                    setAnchor(null);
                  }}
                  data-testid="trigger-issue-fix"
                >
                  {t(`designer.triggerIssue.${issue.code}Fix`)}
                </Button>
              }
            >
              <ListItemButton onClick={() => show(issue.nodeId)} sx={{ pr: 16 }}>
                <ListItemText primary={t(`designer.triggerIssue.${issue.code}`)} />
              </ListItemButton>
            </ListItem>
          ))}
          {all.map((issue) => (
            <ListItemButton
              key={`${issue.nodeId ?? ''}:${issue.code}:${issue.message}`}
              onClick={() => show(issue.nodeId)}
            >
              <ListItemText primary={issue.message} secondary={issue.code} />
            </ListItemButton>
          ))}
        </List>
      </Popover>
    </>
  );
}
