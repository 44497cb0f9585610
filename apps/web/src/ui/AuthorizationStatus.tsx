import type { Authorization } from '@flowlane/contracts';
import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** "OK" or "Needs attention" with the reason under it. */
export function AuthorizationStatus({
  authorization,
  compact,
}: {
  authorization: Authorization;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const attention = authorization.status === 'needs_attention';
  const unconnected = authorization.kind === 'oauth2' && !authorization.oauth2?.connected && !attention;
  return (
    <Stack
      spacing={0.5}
      sx={{ alignItems: 'flex-start' }}
      data-testid="authorization-status"
      data-status={authorization.status}
    >
      <Chip
        size="small"
        color={attention ? 'warning' : unconnected ? 'default' : 'success'}
        variant={attention ? 'filled' : 'outlined'}
        label={
          attention
            ? t('authorizations.needsAttention')
            : unconnected
              ? t('authorizations.notConnected')
              : t('authorizations.statusOk')
        }
      />
      {attention && authorization.statusReason && (
        <Typography
          variant="caption"
          color="warning.main"
          data-testid="authorization-status-reason"
          sx={compact ? { maxWidth: 280, display: 'block' } : undefined}
        >
          {authorization.statusReason}
        </Typography>
      )}
    </Stack>
  );
}
