import { type NodeSettings, OnError, RetryBackoff } from '@flowlane/contracts';
import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StepData } from '../model/types';
import { useDecorStore } from '../store/decor-store';
import { designer } from '../store/designer-store';

const DEFAULT_RETRY = { count: 0, backoffMs: 1000, backoff: 'fixed' as const };

/** Leaves out what is at its default, so a step without settings saves without them. */
function cleaned(settings: NodeSettings): NodeSettings | undefined {
  const next: NodeSettings = {};
  if (settings.retry && settings.retry.count > 0) next.retry = settings.retry;
  if (settings.onError && settings.onError !== 'stop') next.onError = settings.onError;
  if (settings.timeoutMs) next.timeoutMs = settings.timeoutMs;
  if (settings.disabled) next.disabled = true;
  return Object.keys(next).length === 0 ? undefined : next;
}

function intIn(text: string, min: number, max: number): number | undefined {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : undefined;
}

/** Node settings: retry count and backoff, on-error, timeout, disabled. */
export function NodeSettingsForm({ nodeId, data }: { nodeId: string; data: StepData }) {
  const { t } = useTranslation();
  // A trigger hands on what started the run: there is nothing to retry, time out or route on error.
  const isTrigger = useDecorStore((s) => s.services.get(data.serviceId)?.kind === 'trigger');
  const settings = data.settings ?? {};
  const retry = settings.retry ?? DEFAULT_RETRY;
  const update = (patch: Partial<NodeSettings>, key: string) =>
    designer.updateStep(
      nodeId,
      { settings: cleaned({ ...settings, ...patch }) },
      `${nodeId}:settings:${key}`,
    );

  return (
    <Stack spacing={2} data-testid="node-settings">
      {!isTrigger && (
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            type="number"
            label={t('designer.panel.retryCount')}
            value={retry.count}
            helperText={t('designer.panel.retryCountHelp')}
            slotProps={{ htmlInput: { min: 0, max: 10, 'data-testid': 'settings-retry-count' } }}
            onChange={(event) =>
              update({ retry: { ...retry, count: intIn(event.target.value, 0, 10) ?? 0 } }, 'retry-count')
            }
            sx={{ flex: 1 }}
          />
          {retry.count > 0 && (
            <TextField
              select
              size="small"
              label={t('designer.panel.backoff')}
              value={retry.backoff}
              onChange={(event) => {
                const backoff = RetryBackoff.safeParse(event.target.value);
                if (backoff.success) update({ retry: { ...retry, backoff: backoff.data } }, 'retry-backoff');
              }}
              sx={{ flex: 1 }}
            >
              {RetryBackoff.options.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      )}
      {!isTrigger && retry.count > 0 && (
        <TextField
          size="small"
          type="number"
          label={t('designer.panel.backoffMs')}
          value={retry.backoffMs}
          slotProps={{ htmlInput: { min: 0, max: 3_600_000, step: 100 } }}
          onChange={(event) =>
            update(
              { retry: { ...retry, backoffMs: intIn(event.target.value, 0, 3_600_000) ?? 0 } },
              'retry-ms',
            )
          }
        />
      )}
      {!isTrigger && (
        <TextField
          select
          size="small"
          label={t('designer.panel.onError')}
          value={settings.onError ?? 'stop'}
          slotProps={{ htmlInput: { 'data-testid': 'settings-on-error' } }}
          onChange={(event) => {
            const onError = OnError.safeParse(event.target.value);
            if (onError.success) update({ onError: onError.data }, 'on-error');
          }}
        >
          {OnError.options.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`designer.panel.onErrorOptions.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {!isTrigger && (
        <TextField
          size="small"
          type="number"
          label={t('designer.panel.timeout')}
          helperText={t('designer.panel.timeoutHelp')}
          value={settings.timeoutMs ?? ''}
          slotProps={{ htmlInput: { min: 1, step: 1000 } }}
          onChange={(event) => update({ timeoutMs: intIn(event.target.value, 1, 86_400_000) }, 'timeout')}
        />
      )}
      <FormControlLabel
        control={
          <Switch
            checked={settings.disabled ?? false}
            onChange={(event) => update({ disabled: event.target.checked }, 'disabled')}
          />
        }
        label={t('designer.panel.disabled')}
      />
    </Stack>
  );
}
