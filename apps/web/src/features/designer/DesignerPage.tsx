import { Alert, Box, Button, LinearProgress } from '@mui/material';
import { ReactFlowProvider } from '@xyflow/react';
import { Link as RouterLink, useParams } from 'react-router';
import { type SettingsPatch, useRouteSettings } from '../../shell';
import { useServicesQuery } from './api/queries';
import { useFollowRuns } from './api/use-follow-runs';
import { useWorkflowLoader } from './api/use-workflow-loader';
import { DesignerCanvas } from './canvas/DesignerCanvas';
import { useDesignerShortcuts } from './canvas/use-shortcuts';
import { DesignerTheme } from './DesignerTheme';
import { ServicePalette } from './palette/ServicePalette';
import { StepPanel } from './panel/StepPanel';
import { WorkflowSettingsDialog } from './settings/WorkflowSettingsDialog';
import { useDesignerStore } from './store/designer-store';
import './store/session-reset';
import { useTranslation } from 'react-i18next';
import { DesignerToolbar } from './toolbar/DesignerToolbar';
import { UnsavedChangesGuard } from './toolbar/UnsavedChangesGuard';
import { useWorkflowActions } from './toolbar/use-workflow-actions';
import { useTestCallWatch } from './triggers/use-test-call-watch';

/**
 * The canvas needs the room: the content area is the window's height, the footer and the settings
 * button on the page edge step aside, and the navbar folds (it still opens while hovered).
 */
const DESIGNER_ROUTE_SETTINGS: SettingsPatch = {
  layout: {
    config: {
      scroll: 'content',
      footer: { display: false },
      navbar: { folded: true },
      rightSidePanel: { display: false },
    },
  },
};

function DesignerWorkspace() {
  const panelNodeId = useDesignerStore((s) => s.panelNodeId);
  const workflowId = useDesignerStore((s) => s.workflowId);
  const { save, copy, paste } = useWorkflowActions();
  useDesignerShortcuts({ save: () => void save(), copy: () => void copy(), paste: () => void paste() });
  useFollowRuns(workflowId);
  useTestCallWatch(workflowId);
  return (
    <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column' }}>
      <DesignerToolbar />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <ServicePalette />
        <DesignerCanvas />
        {panelNodeId && <StepPanel key={panelNodeId} nodeId={panelNodeId} />}
      </Box>
      <WorkflowSettingsDialog />
      <UnsavedChangesGuard />
    </Box>
  );
}

/** /flow/:workflowId — the workflow designer (userFlow and admin; the route guard checks). */
export function DesignerPage() {
  const { t } = useTranslation();
  const { workflowId = '' } = useParams();
  useRouteSettings(DESIGNER_ROUTE_SETTINGS);
  const services = useServicesQuery();
  const state = useWorkflowLoader(workflowId, services.isError ? null : services.data);

  return (
    <Box data-testid="designer-page" sx={{ position: 'relative', flex: '1 1 auto', minHeight: 480 }}>
      {state === 'loading' && <LinearProgress aria-label={t('designer.loading')} />}
      {state === 'error' && (
        <Box sx={{ p: 3 }}>
          <Alert
            severity="error"
            action={
              <Button component={RouterLink} to="/workflows" color="inherit" size="small">
                {t('designer.backToWorkflows')}
              </Button>
            }
          >
            {t('designer.loadFailed')}
          </Alert>
        </Box>
      )}
      {state === 'ready' && (
        <DesignerTheme>
          <ReactFlowProvider>
            <DesignerWorkspace />
          </ReactFlowProvider>
        </DesignerTheme>
      )}
    </Box>
  );
}
