import type { WorkflowData } from '@flowlane/contracts';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n';
import { designer, useDesignerStore } from '../store/designer-store';
import { useBusyStore } from '../toolbar/busy-store';
import { useWorkflowActions } from '../toolbar/use-workflow-actions';
import { HooksSection } from './HooksSection';
import { McpToolSection } from './McpToolSection';
import { ScheduleSection } from './ScheduleSection';

/**
 * The workflow's settings: title, description, categories, enabled, schedule, webhook, mailhook.
 * Save keeps the dialog open: the server computes the schedule's words and next runs, and refuses what
 * the plan does not allow (403, shown as "Error: <message>").
 */
export function WorkflowSettingsDialog() {
  const { t } = useTranslation();
  const open = useDesignerStore((s) => s.settingsOpen);
  const data = useDesignerStore((s) => s.data);
  const server = useDesignerStore((s) => s.server);
  const saving = useBusyStore((s) => s.saving);
  const { save } = useWorkflowActions();
  const [draft, setDraft] = useState<WorkflowData | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // A fresh draft each time the dialog opens, and after each save (the server rewrote parts of it).
  useEffect(() => {
    if (open) setDraft(useDesignerStore.getState().data);
    else setFailure(null);
  }, [open]);

  if (!open || !draft || !data) return null;

  const close = () => designer.openSettings(false);
  const submit = async () => {
    designer.setData(draft);
    const outcome = await save();
    if (outcome.ok) {
      setFailure(null);
      setDraft(useDesignerStore.getState().data);
    } else setFailure(errorText(outcome.message));
  };

  return (
    <Dialog open onClose={close} maxWidth="md" fullWidth data-testid="workflow-settings">
      <DialogTitle>{t('designer.settings.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          {failure && (
            <Alert severity="error" data-testid="settings-error">
              {failure}
            </Alert>
          )}
          <Stack spacing={2}>
            <Typography variant="subtitle2">{t('designer.settings.general')}</Typography>
            <TextField
              size="small"
              label={t('designer.settings.titleField')}
              value={draft.title}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'settings-title' } }}
            />
            <TextField
              size="small"
              multiline
              minRows={2}
              label={t('designer.settings.description')}
              value={draft.description}
              onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            />
            <Autocomplete
              multiple
              freeSolo
              size="small"
              options={[]}
              value={draft.categories}
              onChange={(_event, categories) => setDraft({ ...draft, categories })}
              renderValue={(values, getItemProps) =>
                values.map((value, index) => {
                  const { key, ...itemProps } = getItemProps({ index });
                  return <Chip key={key} size="small" label={value} {...itemProps} />;
                })
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('designer.settings.categories')}
                  helperText={t('designer.settings.categoriesHelp')}
                />
              )}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={draft.enabled}
                  onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
                />
              }
              label={t('designer.settings.enabled')}
            />
          </Stack>
          <Divider />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
            <Stack spacing={2}>
              <Typography variant="subtitle2">{t('designer.settings.schedule')}</Typography>
              <ScheduleSection
                schedule={draft.schedule}
                onChange={(schedule) => setDraft({ ...draft, schedule })}
                saved={server?.data.schedule}
                nextRuns={server?.nextRuns ?? []}
              />
            </Stack>
            <HooksSection
              data={draft}
              onChange={setDraft}
              webhookUrl={server?.webhookUrl}
              mailhookAddress={server?.mailhookAddress}
            />
          </Box>
          <Divider />
          <McpToolSection data={draft} onChange={setDraft} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close}>
          {t('designer.settings.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={saving}
          onClick={() => void submit()}
          data-testid="settings-save"
        >
          {t('designer.settings.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
