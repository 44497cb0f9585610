import ContentCopy from '@mui/icons-material/ContentCopy';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A read-only value (webhook URL, mailhook address) with a copy button. */
export function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      // Without clipboard access the value is still there to select by hand.
    }
  };
  return (
    <TextField
      fullWidth
      size="small"
      label={label}
      value={value}
      slotProps={{
        htmlInput: { readOnly: true, 'data-testid': testId },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={copied ? t('designer.settings.copied') : t('designer.settings.copy')}>
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={t('designer.settings.copy')}
                  onClick={() => void copy()}
                >
                  <ContentCopy fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
