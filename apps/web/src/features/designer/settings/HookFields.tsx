import { WebhookResponseMode, type WorkflowData } from '@flowlane/contracts';
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Whether the workflow's webhook or mailhook is on (data.webhook / data.mailhook). */
export function HookActiveSwitch({
  hook,
  data,
  onChange,
  testId,
}: {
  hook: 'webhook' | 'mailhook';
  data: WorkflowData;
  onChange(data: WorkflowData): void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      control={
        <Switch
          checked={data[hook].active}
          onChange={(event) => onChange({ ...data, [hook]: { ...data[hook], active: event.target.checked } })}
          data-testid={testId}
        />
      }
      label={t(`designer.settings.${hook}Active`)}
    />
  );
}

/** How the webhook replies (data.webhook.responseMode). */
export function ReplyModeSelect({
  data,
  onChange,
  disabled,
  helperText,
  testId,
}: {
  data: WorkflowData;
  onChange(data: WorkflowData): void;
  disabled?: boolean;
  helperText?: string;
  /** `data-testid` of the select's input. */
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('designer.settings.reply')}
      value={data.webhook.responseMode}
      disabled={disabled}
      helperText={helperText}
      onChange={(event) => {
        const mode = WebhookResponseMode.safeParse(event.target.value);
        if (mode.success) onChange({ ...data, webhook: { ...data.webhook, responseMode: mode.data } });
      }}
      slotProps={testId ? { htmlInput: { 'data-testid': testId } } : undefined}
    >
      {WebhookResponseMode.options.map((mode) => (
        <MenuItem key={mode} value={mode}>
          {t(`designer.settings.replyModes.${mode}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
