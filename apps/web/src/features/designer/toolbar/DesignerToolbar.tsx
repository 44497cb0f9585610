import { isFinalRunStatus } from '@flowlane/contracts';
import AccountTree from '@mui/icons-material/AccountTree';
import ContentCopy from '@mui/icons-material/ContentCopy';
import ContentPaste from '@mui/icons-material/ContentPaste';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import FitScreen from '@mui/icons-material/FitScreen';
import ListAlt from '@mui/icons-material/ListAlt';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Redo from '@mui/icons-material/Redo';
import Save from '@mui/icons-material/Save';
import Settings from '@mui/icons-material/Settings';
import Undo from '@mui/icons-material/Undo';
import {
  Box,
  Button,
  ButtonBase,
  Chip,
  CircularProgress,
  Divider,
  IconButton,
  type SvgIconProps,
  Tooltip,
  Typography,
} from '@mui/material';
import { useReactFlow } from '@xyflow/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { statusText } from '../canvas/StepNodeView';
import { useDecorStore } from '../store/decor-store';
import { designer, selectDirty, useDesignerStore } from '../store/designer-store';
import { useBusyStore } from './busy-store';
import { IssuesButton } from './IssuesButton';
import { useWorkflowActions } from './use-workflow-actions';

/** One of the toolbar's icon buttons: `designer-<id>` for the tests, named by its tooltip. */
type Tool = {
  id: string;
  title: string;
  Icon: ComponentType<SvgIconProps>;
  onClick(): void;
  disabled?: boolean;
};

/** A group of the toolbar's icon buttons (groups stand between dividers). */
function ToolGroup({ tools }: { tools: Tool[] }) {
  return tools.map(({ id, title, Icon, onClick, disabled }) => (
    <Tooltip key={id} title={title}>
      {/* The span keeps the tooltip working on a disabled button. */}
      <span>
        <IconButton
          size="small"
          aria-label={title}
          onClick={onClick}
          disabled={disabled ?? false}
          data-testid={`designer-${id}`}
        >
          <Icon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  ));
}

function RunStatus() {
  const status = useDecorStore((s) => s.runStatus);
  const runId = useDecorStore((s) => s.runId);
  if (!status || !runId) return null;
  const color =
    status === 'succeeded'
      ? 'success'
      : // An ended run that did not succeed, unless the user stopped it.
        isFinalRunStatus(status) && status !== 'cancelled'
        ? 'error'
        : 'default';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={statusText(status)}
      icon={isFinalRunStatus(status) ? undefined : <CircularProgress size={12} />}
      data-testid="run-status"
      data-status={status}
    />
  );
}

/** The designer's toolbar: title, history, layout, clipboard, settings, logs, Run now and Save. */
export function DesignerToolbar() {
  const { t } = useTranslation();
  const title = useDesignerStore((s) => s.data?.title ?? '');
  const workflowId = useDesignerStore((s) => s.workflowId) ?? '';
  const dirty = useDesignerStore(selectDirty);
  const canUndo = useDesignerStore((s) => s.history.past.length > 0);
  const canRedo = useDesignerStore((s) => s.history.future.length > 0);
  const hasSelection = useDesignerStore(
    (s) => s.nodes.some((n) => n.selected) || s.edges.some((e) => e.selected),
  );
  const saving = useBusyStore((s) => s.saving);
  const starting = useBusyStore((s) => s.starting);
  const flow = useReactFlow();
  const { save, run, copy, paste } = useWorkflowActions();

  return (
    <Box
      data-testid="designer-toolbar"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 2,
        minHeight: 56,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        flexWrap: 'wrap',
      }}
    >
      <ButtonBase
        onClick={() => designer.openSettings(true)}
        sx={{ borderRadius: 1, px: 1, py: 0.5, minWidth: 0, justifyContent: 'flex-start' }}
        data-testid="designer-title"
      >
        <Typography variant="h6" noWrap sx={{ maxWidth: 360, fontSize: 18 }}>
          {title}
        </Typography>
      </ButtonBase>
      {dirty && (
        <Tooltip title={t('designer.unsaved')}>
          <Box
            data-testid="unsaved-indicator"
            aria-label={t('designer.unsaved')}
            sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'warning.main', flexShrink: 0 }}
          />
        </Tooltip>
      )}
      <IssuesButton />
      <Box sx={{ flex: 1 }} />
      <ToolGroup
        tools={[
          { id: 'undo', title: t('designer.undo'), Icon: Undo, onClick: designer.undo, disabled: !canUndo },
          { id: 'redo', title: t('designer.redo'), Icon: Redo, onClick: designer.redo, disabled: !canRedo },
        ]}
      />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolGroup
        tools={[
          {
            id: 'copy',
            title: t('designer.copy'),
            Icon: ContentCopy,
            onClick: () => void copy(),
            disabled: !hasSelection,
          },
          { id: 'paste', title: t('designer.paste'), Icon: ContentPaste, onClick: () => void paste() },
          {
            id: 'delete',
            title: t('designer.deleteSelection'),
            Icon: DeleteIcon,
            onClick: designer.deleteSelected,
            disabled: !hasSelection,
          },
        ]}
      />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolGroup
        tools={[
          { id: 'layout', title: t('designer.autoLayout'), Icon: AccountTree, onClick: designer.autoLayout },
          {
            id: 'fit',
            title: t('designer.fitView'),
            Icon: FitScreen,
            onClick: () => void flow.fitView({ duration: 300, padding: 0.15, maxZoom: 1 }),
          },
          {
            id: 'settings',
            title: t('designer.openSettings'),
            Icon: Settings,
            onClick: () => designer.openSettings(true),
          },
        ]}
      />
      <Tooltip title={t('designer.logs')}>
        <IconButton
          size="small"
          component={RouterLink}
          to={`/logs/flow/${workflowId}`}
          aria-label={t('designer.logs')}
          data-testid="designer-logs"
        >
          <ListAlt fontSize="small" />
        </IconButton>
      </Tooltip>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <RunStatus />
      <Button
        size="small"
        variant="outlined"
        startIcon={starting ? <CircularProgress size={14} /> : <PlayArrow />}
        disabled={starting || saving}
        onClick={() => void run()}
        data-testid="designer-run"
      >
        {t('designer.runNow')}
      </Button>
      <Button
        size="small"
        variant="contained"
        startIcon={saving ? <CircularProgress size={14} color="inherit" /> : <Save />}
        disabled={saving}
        onClick={() => void save()}
        data-testid="designer-save"
      >
        {saving ? t('designer.saving') : t('designer.save')}
      </Button>
    </Box>
  );
}
