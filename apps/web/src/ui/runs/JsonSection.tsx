import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Chip, Collapse, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JsonTree } from './JsonTree';

type Props = {
  title: string;
  value: unknown;
  defaultOpen?: boolean;
  /** Marks a value the server capped (a string preview of its start). */
  truncated?: boolean;
  testId?: string;
  children?: ReactNode;
};

/** A titled, collapsible JSON value with a copy button. */
export function JsonSection({
  title,
  value,
  defaultOpen = false,
  truncated = false,
  testId,
  children,
}: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const [copied, setCopied] = useState(false);
  const regionId = useId();
  const copy = async () => {
    const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    await navigator.clipboard?.writeText(text ?? 'undefined');
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <Box data-testid={testId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', pr: 0.5, pl: 0.5 }}>
        <Button
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={regionId}
          color="inherit"
          startIcon={
            <ExpandMoreIcon
              sx={{
                transition: 'transform 150ms',
                transform: open ? 'none' : 'rotate(-90deg)',
                '[dir=rtl] &': { transform: open ? 'none' : 'rotate(90deg)' },
              }}
            />
          }
          sx={{ flex: 1, justifyContent: 'flex-start', textTransform: 'none', fontWeight: 600 }}
        >
          {title}
        </Button>
        {truncated && (
          <Tooltip title={t('logs.truncatedNote')}>
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={t('logs.truncated')}
              data-testid="truncated"
            />
          </Tooltip>
        )}
        <Tooltip title={copied ? t('logs.copied') : t('logs.copy')}>
          <IconButton size="small" aria-label={`${t('logs.copy')}: ${title}`} onClick={() => void copy()}>
            <ContentCopyIcon fontSize="inherit" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Box id={regionId} sx={{ px: 1.5, pb: 1.5 }}>
          {truncated && (
            <Typography variant="caption" color="warning.main" component="p" sx={{ mb: 1 }}>
              {t('logs.truncatedNote')}
            </Typography>
          )}
          {children ?? <JsonTree value={value} />}
        </Box>
      </Collapse>
    </Box>
  );
}
