import { WebhookResponseMode, type WorkflowData } from '@flowlane/contracts';
import { FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { SETTINGS_TEXTS } from '../texts';
import { CopyField } from './CopyField';

/** Webhook and mailhook: on/off, the address to call (from the saved workflow), the webhook's reply mode. */
export function HooksSection({
  data,
  onChange,
  webhookUrl,
  mailhookAddress,
}: {
  data: WorkflowData;
  onChange(data: WorkflowData): void;
  webhookUrl: string | undefined;
  mailhookAddress: string | undefined;
}) {
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2">{SETTINGS_TEXTS.webhook}</Typography>
      <FormControlLabel
        control={
          <Switch
            checked={data.webhook.active}
            onChange={(event) =>
              onChange({ ...data, webhook: { ...data.webhook, active: event.target.checked } })
            }
            data-testid="webhook-active"
          />
        }
        label={SETTINGS_TEXTS.webhookActive}
      />
      {webhookUrl ? (
        <CopyField label={SETTINGS_TEXTS.webhookUrl} value={webhookUrl} testId="webhook-url" />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {SETTINGS_TEXTS.saveFirst}
        </Typography>
      )}
      <TextField
        select
        size="small"
        label={SETTINGS_TEXTS.reply}
        value={data.webhook.responseMode}
        disabled={!data.webhook.active}
        onChange={(event) => {
          const mode = WebhookResponseMode.safeParse(event.target.value);
          if (mode.success) onChange({ ...data, webhook: { ...data.webhook, responseMode: mode.data } });
        }}
      >
        {WebhookResponseMode.options.map((mode) => (
          <MenuItem key={mode} value={mode}>
            {SETTINGS_TEXTS.replyModes[mode]}
          </MenuItem>
        ))}
      </TextField>

      <Typography variant="subtitle2" sx={{ pt: 1 }}>
        {SETTINGS_TEXTS.mailhook}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={data.mailhook.active}
            onChange={(event) =>
              onChange({ ...data, mailhook: { ...data.mailhook, active: event.target.checked } })
            }
            data-testid="mailhook-active"
          />
        }
        label={SETTINGS_TEXTS.mailhookActive}
      />
      {mailhookAddress && (
        <CopyField label={SETTINGS_TEXTS.mailhookAddress} value={mailhookAddress} testId="mailhook-address" />
      )}
    </Stack>
  );
}
