import ContentCopy from '@mui/icons-material/ContentCopy';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useState } from 'react';
import { SETTINGS_TEXTS } from '../texts';

/** A read-only value (webhook URL, mailhook address) with a copy button. */
export function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
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
              <Tooltip title={copied ? SETTINGS_TEXTS.copied : SETTINGS_TEXTS.copy}>
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={SETTINGS_TEXTS.copy}
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
