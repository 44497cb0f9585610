import type { CreatedApiKey } from '@flowlane/contracts';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The new key, shown this once, with a copy button. */
export function CreatedApiKeyDialog({
  created,
  onClose,
}: {
  created: CreatedApiKey | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!created) return;
    await navigator.clipboard?.writeText(created.key);
    setCopied(true);
  };
  return (
    <Dialog
      open={created !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      data-testid="api-key-created-dialog"
      slotProps={{ transition: { onExited: () => setCopied(false) } }}
    >
      <DialogTitle id={titleId}>{t('apiKeys.createdTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{t('apiKeys.createdText')}</Alert>
          <TextField
            label={created?.name ?? ''}
            value={created?.key ?? ''}
            fullWidth
            slotProps={{
              htmlInput: {
                readOnly: true,
                dir: 'ltr',
                'data-testid': 'api-key-secret',
                style: { fontFamily: 'monospace' },
                onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select(),
              },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title={copied ? t('apiKeys.copied') : t('apiKeys.copy')}>
                      <IconButton aria-label={t('apiKeys.copy')} onClick={copy} edge="end">
                        <ContentCopyIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Typography variant="body2" color="text.secondary">
            {t('apiKeys.howTo')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" color="secondary" onClick={onClose}>
          {t('apiKeys.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
