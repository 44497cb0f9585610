import WarningAmber from '@mui/icons-material/WarningAmber';
import { Badge, IconButton, List, ListItemButton, ListItemText, Popover, Tooltip } from '@mui/material';
import { useReactFlow } from '@xyflow/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecorStore } from '../store/decor-store';
import { designer } from '../store/designer-store';

/** The server's validation issues of the saved workflow; picking one shows its step. */
export function IssuesButton() {
  const { t } = useTranslation();
  const byNode = useDecorStore((s) => s.issuesByNode);
  const general = useDecorStore((s) => s.workflowIssues);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const flow = useReactFlow();
  const all = [...general, ...[...byNode.values()].flat()];
  if (all.length === 0) return null;

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
          <Badge badgeContent={all.length} color="warning">
            <WarningAmber fontSize="small" />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <List dense sx={{ maxWidth: 460, maxHeight: 360, overflowY: 'auto' }}>
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
