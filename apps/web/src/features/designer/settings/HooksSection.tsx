import { WebhookResponseMode, type WorkflowData } from '@flowlane/contracts';
import { FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2">{t('designer.settings.webhook')}</Typography>
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
        label={t('designer.settings.webhookActive')}
      />
      {webhookUrl ? (
        <CopyField label={t('designer.settings.webhookUrl')} value={webhookUrl} testId="webhook-url" />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('designer.settings.saveFirst')}
        </Typography>
      )}
      <TextField
        select
        size="small"
        label={t('designer.settings.reply')}
        value={data.webhook.responseMode}
        disabled={!data.webhook.active}
        onChange={(event) => {
          const mode = WebhookResponseMode.safeParse(event.target.value);
          if (mode.success) onChange({ ...data, webhook: { ...data.webhook, responseMode: mode.data } });
        }}
      >
        {WebhookResponseMode.options.map((mode) => (
          <MenuItem key={mode} value={mode}>
            {t(`designer.settings.replyModes.${mode}`)}
          </MenuItem>
        ))}
      </TextField>

      <Typography variant="subtitle2" sx={{ pt: 1 }}>
        {t('designer.settings.mailhook')}
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
        label={t('designer.settings.mailhookActive')}
      />
      {mailhookAddress && (
        <CopyField
          label={t('designer.settings.mailhookAddress')}
          value={mailhookAddress}
          testId="mailhook-address"
        />
      )}
    </Stack>
  );
}
