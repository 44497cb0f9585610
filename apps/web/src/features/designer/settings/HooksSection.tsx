import type { WorkflowData } from '@flowlane/contracts';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CopyField } from './CopyField';
import { HookActiveSwitch, ReplyModeSelect } from './HookFields';

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
      <HookActiveSwitch hook="webhook" data={data} onChange={onChange} testId="webhook-active" />
      {webhookUrl ? (
        <CopyField label={t('designer.settings.webhookUrl')} value={webhookUrl} testId="webhook-url" />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('designer.settings.saveFirst')}
        </Typography>
      )}
      <ReplyModeSelect data={data} onChange={onChange} disabled={!data.webhook.active} />

      <Typography variant="subtitle2" sx={{ pt: 1 }}>
        {t('designer.settings.mailhook')}
      </Typography>
      <HookActiveSwitch hook="mailhook" data={data} onChange={onChange} testId="mailhook-active" />
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
