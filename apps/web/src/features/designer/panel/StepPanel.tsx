import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Box, IconButton, Tab, Tabs, TextField, Tooltip, Typography } from '@mui/material';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RIGHT_INSET_VAR } from '../../../shell';
import { ServiceIcon } from '../canvas/ServiceIcon';
import { MapperPanel } from '../mapper/MapperPanel';
import { useDecorStore } from '../store/decor-store';
import { designer, useDesignerStore } from '../store/designer-store';
import { NodeSettingsForm } from './NodeSettingsForm';
import { OutputTab } from './OutputTab';
import { ParamsForm } from './ParamsForm';

export const PANEL_WIDTH = 640;
const MAPPER_WIDTH = 250;

type PanelTab = 'parameters' | 'settings' | 'output';

/** The right-hand panel of the open step: its form and mapper, its settings, its output. */
/**
 * Floating buttons (the demo's Register now) keep clear of the panel: its width goes into the CSS
 * variable they read, and back to nothing when it closes.
 */
function useRightInset(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(RIGHT_INSET_VAR, `${element.offsetWidth}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(RIGHT_INSET_VAR);
    };
  }, [ref]);
}

export function StepPanel({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation();
  // The step's data only: dragging the step changes its position, which the panel does not show.
  const data = useDesignerStore((s) => s.nodes.find((n) => n.id === nodeId)?.data);
  const service = useDecorStore((s) => (data ? s.services.get(data.serviceId) : undefined));
  const [tab, setTab] = useState<PanelTab>('parameters');
  const panel = useRef<HTMLElement>(null);
  useRightInset(panel);
  if (!data) return null;

  return (
    <Box
      ref={panel}
      component="aside"
      data-testid="step-panel"
      data-node-id={nodeId}
      sx={{
        width: PANEL_WIDTH,
        maxWidth: '55%',
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        borderLeft: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5 }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }}>
          <ServiceIcon name={service?.icon} />
        </Box>
        <Typography variant="subtitle2" color="text.secondary" sx={{ flex: 1 }} noWrap>
          {service?.name ?? data.serviceId}
        </Typography>
        <Tooltip title={t('designer.panel.remove')}>
          <IconButton
            size="small"
            aria-label={t('designer.panel.remove')}
            onClick={() => designer.deleteStep(nodeId)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('designer.panel.close')}>
          <IconButton
            size="small"
            aria-label={t('designer.panel.close')}
            data-testid="step-panel-close"
            onClick={() => designer.openPanel(null)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ px: 2, pt: 1 }}>
        <TextField
          fullWidth
          size="small"
          label={t('designer.panel.name')}
          value={data.name}
          onChange={(event) => designer.updateStep(nodeId, { name: event.target.value }, `${nodeId}:name`)}
          slotProps={{ htmlInput: { 'data-testid': 'step-name-input' } }}
        />
        {service && (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
            {service.description} · {t('designer.panel.stepId')} <code>{nodeId}</code>
          </Typography>
        )}
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, value: PanelTab) => setTab(value)}
        sx={{ px: 1, borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
      >
        <Tab value="parameters" label={t('designer.panel.parameters')} sx={{ minHeight: 40 }} />
        <Tab value="settings" label={t('designer.panel.settings')} sx={{ minHeight: 40 }} />
        <Tab
          value="output"
          label={t('designer.panel.output')}
          sx={{ minHeight: 40 }}
          data-testid="tab-output"
        />
      </Tabs>
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0, overflowY: 'auto', p: 2 }}>
          {tab === 'parameters' && <ParamsForm nodeId={nodeId} data={data} service={service} />}
          {tab === 'settings' && <NodeSettingsForm nodeId={nodeId} data={data} />}
          {tab === 'output' && <OutputTab nodeId={nodeId} data={data} service={service} />}
        </Box>
        {tab === 'parameters' && (
          <Box
            sx={{
              width: MAPPER_WIDTH,
              flexShrink: 0,
              borderLeft: 1,
              borderColor: 'divider',
              p: 1.5,
              display: 'flex',
              flexDirection: 'column',
              minHeight: 0,
            }}
          >
            <MapperPanel nodeId={nodeId} />
          </Box>
        )}
      </Box>
    </Box>
  );
}
