import type { ServiceDescriptor } from '@flowlane/contracts';
import { outputHandleList } from '@flowlane/engine/browser';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Drawer,
  IconButton,
  InputAdornment,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useStoreApi } from '@xyflow/react';
import { type DragEvent, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueOf } from '../../../i18n';
import { mirrorInRtl } from '../../../ui';
import { useServicesQuery } from '../api/queries';
import { categoryLabel } from '../api/step-texts';
import { SERVICE_DRAG_TYPE } from '../canvas/DesignerCanvas';
import { ServiceIcon } from '../canvas/ServiceIcon';
import { useRevealStep } from '../canvas/use-reveal-step';
import { DEFAULT_NODE_HEIGHT, NODE_WIDTH } from '../model/types';
import { useDecorStore } from '../store/decor-store';
import { designer, useDesignerStore } from '../store/designer-store';
import { groupServices } from './group-services';

export const PALETTE_WIDTH = 272;

const PaletteItem = memo(function PaletteItem({
  service,
  onAdd,
}: {
  service: ServiceDescriptor;
  onAdd(service: ServiceDescriptor): void;
}) {
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(SERVICE_DRAG_TYPE, service.id);
    event.dataTransfer.effectAllowed = 'copy';
  };
  // In a list item of its own: a list holds only <li> (the button itself is a div).
  return (
    <ListItem disablePadding>
      <ListItemButton
        draggable
        onDragStart={onDragStart}
        onClick={() => onAdd(service)}
        data-testid="palette-item"
        data-service-id={service.id}
        sx={{ py: 0.5, borderRadius: 1, mx: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }}>
          <ServiceIcon name={service.icon} fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={service.name}
          secondary={service.description}
          slotProps={{
            primary: { variant: 'body2', sx: { fontWeight: 600 } },
            secondary: { variant: 'caption', noWrap: true, title: service.description, component: 'div' },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
});

/** The output whose "+" was pressed, as "Step name · Output label", or null. */
function usePickingLabel(): string | null {
  const pending = useDesignerStore((s) => s.pendingOutput);
  const node = useDesignerStore((s) => (pending ? s.nodes.find((n) => n.id === pending.source) : undefined));
  const service = useDecorStore((s) => (node ? s.services.get(node.data.serviceId) : undefined));
  if (!pending || !node) return null;
  const handles = outputHandleList(node.data, service);
  const label = handles.find((h) => h.id === pending.handle)?.label ?? pending.handle;
  return handles.length > 1 ? `${node.data.name} · ${label}` : node.data.name;
}

/**
 * The "+" of an output was pressed: the palette opens with the search focused and says where the choice
 * goes; Escape or Cancel gives up.
 */
function PickingBanner({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="palette-picking"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        mt: 1,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        bgcolor: 'action.selected',
      }}
    >
      <Typography variant="caption" sx={{ flex: 1, minWidth: 0 }} noWrap title={label}>
        {t('designer.addingAfter', { output: label })}
      </Typography>
      <Button size="small" onClick={() => designer.pickAfter(null)}>
        {t('designer.cancelAdding')}
      </Button>
    </Box>
  );
}

/**
 * The steps palette: the service library, searchable and grouped by category. Beside the canvas on a wide
 * screen; on a phone a drawer over it, closed until asked for and closed again once a step is added, so
 * the canvas keeps the whole width.
 */
export function ServicePalette() {
  const { t, i18n } = useTranslation();
  const steps = catalogueOf(i18n.language).steps;
  const { data: services, isPending } = useServicesQuery();
  const [search, setSearch] = useState('');
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useState(!narrow);
  const groups = useMemo(() => groupServices(services ?? [], search), [services, search]);
  const flow = useStoreApi();
  const reveal = useRevealStep();
  const picking = usePickingLabel();
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!picking) return;
    setOpen(true);
    // After the palette has opened (it may have been folded).
    const timer = setTimeout(() => searchRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [picking]);

  const onAdd = useCallback(
    (service: ServiceDescriptor) => {
      // The middle of what the canvas shows, for when no step is selected to add after.
      const { width, height, transform } = flow.getState();
      const [x, y, zoom] = transform;
      const center = {
        x: Math.round((width / 2 - x) / zoom - NODE_WIDTH / 2),
        y: Math.round((height / 2 - y) / zoom - DEFAULT_NODE_HEIGHT / 2),
      };
      reveal(designer.addStep(service, { center }));
      if (narrow) setOpen(false);
    },
    [flow, reveal, narrow],
  );

  const folded = (
    <Box
      sx={{ width: 44, flexShrink: 0, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Tooltip title={t('designer.showPalette')} placement="right">
        <IconButton
          sx={{ m: 0.5 }}
          onClick={() => setOpen(true)}
          aria-label={t('designer.showPalette')}
          data-testid="palette-show"
        >
          <ChevronRight sx={mirrorInRtl} />
        </IconButton>
      </Tooltip>
    </Box>
  );
  const body = (
    <>
      <Box sx={{ p: 1.5, pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle2" sx={{ flex: 1 }}>
            {t('designer.palette')}
          </Typography>
          <Tooltip title={t('designer.hidePalette')}>
            <IconButton size="small" onClick={() => setOpen(false)} aria-label={t('designer.hidePalette')}>
              <ChevronLeft fontSize="small" sx={mirrorInRtl} />
            </IconButton>
          </Tooltip>
        </Box>
        <TextField
          size="small"
          fullWidth
          placeholder={t('designer.paletteSearch')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          inputRef={searchRef}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && picking) designer.pickAfter(null);
          }}
          slotProps={{
            htmlInput: { 'aria-label': t('designer.paletteSearch'), 'data-testid': 'palette-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {picking ? (
          <PickingBanner label={picking} />
        ) : (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t('designer.paletteHint')}
          </Typography>
        )}
      </Box>
      {isPending && <LinearProgress />}
      <List dense sx={{ flex: 1, overflowY: 'auto', pt: 0 }}>
        {groups.map((group) => (
          <li key={group.category}>
            <ul style={{ padding: 0 }}>
              <ListSubheader sx={{ lineHeight: '32px', bgcolor: 'background.paper' }}>
                {categoryLabel(group.category, steps)}
              </ListSubheader>
              {group.services.map((service) => (
                <PaletteItem key={service.id} service={service} onAdd={onAdd} />
              ))}
            </ul>
          </li>
        ))}
        {!isPending && groups.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {t('designer.paletteEmpty')}
          </Typography>
        )}
      </List>
    </>
  );
  const column = {
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    bgcolor: 'background.paper',
  } as const;

  if (narrow) {
    return (
      <>
        {folded}
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          slotProps={{ paper: { sx: { width: PALETTE_WIDTH, maxWidth: '85vw' } } }}
        >
          <Box component="aside" data-testid="designer-palette" sx={{ ...column, height: '100%' }}>
            {body}
          </Box>
        </Drawer>
      </>
    );
  }
  if (!open) return folded;
  return (
    <Box
      component="aside"
      data-testid="designer-palette"
      sx={{ ...column, width: PALETTE_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}
    >
      {body}
    </Box>
  );
}
