import { LIMITS } from '@flowlane/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoIcon from '@mui/icons-material/Info';
import WarningIcon from '@mui/icons-material/Warning';
import { Box, IconButton, Snackbar, SnackbarContent } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../i18n';
import { messageColor } from './message-colors';
import { type MessageVariant, useMessageStore } from './message-store';

const ICONS = {
  success: CheckCircleIcon,
  warning: WarningIcon,
  error: ErrorOutlineIcon,
  info: InfoIcon,
} as const satisfies Record<MessageVariant, unknown>;

/** The app's one message bar: top centre, hides after 6000 ms, plain text only. Render it once. */
export function MessageBar() {
  const { t } = useTranslation();
  const { open, message, variant, key, hide } = useMessageStore();
  const Icon = ICONS[variant];
  return (
    <Snackbar
      key={key}
      open={open}
      autoHideDuration={LIMITS.messageAutoHideMs}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') hide();
      }}
    >
      <SnackbarContent
        data-testid="message-bar"
        data-variant={variant}
        // White, or black where white does not read at 4.5:1 (the reference's green, blue and amber 600).
        sx={(theme) => {
          const background = messageColor(variant, theme);
          return { bgcolor: background, color: theme.palette.getContrastText(background) };
        }}
        message={
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Icon fontSize="small" />
            {/* a text node: server messages are never rendered as HTML. The spec's messages come in
                English (from the server, or MESSAGES as the spec fixes them): shown in the interface
                language, and again when it changes while the bar is up. */}
            <span>{message && serverMessage(message)}</span>
          </Box>
        }
        action={
          <IconButton size="small" color="inherit" aria-label={t('message.close')} onClick={hide}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      />
    </Snackbar>
  );
}
