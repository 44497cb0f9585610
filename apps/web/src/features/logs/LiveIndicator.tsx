import { Box, Chip } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { LiveState } from '../../api/live-runs';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.35; }
  100% { opacity: 1; }
`;

/** Whether the page is following the live stream. */
export function LiveIndicator({ state }: { state: LiveState }) {
  const { t } = useTranslation();
  const live = state === 'live';
  return (
    <Chip
      size="small"
      variant="outlined"
      data-testid="live-indicator"
      data-state={state}
      color={live ? 'success' : 'default'}
      label={live ? t('logs.live') : t('logs.reconnecting')}
      icon={
        <Box
          component="span"
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: live ? 'success.main' : 'text.disabled',
            animation: live ? `${pulse} 1.6s ease-in-out infinite` : 'none',
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      }
    />
  );
}
