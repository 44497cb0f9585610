import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useHealth } from './dashboard-api';

/** The server's health and modes (database, queue, mail), for self-hosters at a glance. */
export function SystemStatus() {
  const { t } = useTranslation();
  const health = useHealth();
  const data = health.data;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="caption" color="text.secondary">
        {t('dashboard.system')}
      </Typography>
      {data ? (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="health">
          <Chip
            size="small"
            label={t('dashboard.health.status', { value: data.status })}
            color={data.status === 'ok' ? 'success' : 'warning'}
          />
          <Chip
            size="small"
            variant="outlined"
            label={t('dashboard.health.database', { value: data.database.mode })}
          />
          <Chip
            size="small"
            variant="outlined"
            label={t('dashboard.health.queue', { value: data.queue.mode })}
          />
          <Chip
            size="small"
            variant="outlined"
            label={t('dashboard.health.mail', { value: data.mail.mode })}
          />
        </Stack>
      ) : (
        health.isError && (
          <Typography variant="caption" color="error">
            {t('dashboard.serverDown')}
          </Typography>
        )
      )}
    </Stack>
  );
}
