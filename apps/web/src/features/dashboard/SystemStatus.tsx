import { Chip, Stack, Typography } from '@mui/material';
import { useHealth } from './dashboard-api';
import { DASHBOARD_TEXTS } from './texts';

/** The server's health and modes (database, queue, mail), for self-hosters at a glance. */
export function SystemStatus() {
  const health = useHealth();
  const data = health.data;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="caption" color="text.secondary">
        {DASHBOARD_TEXTS.system}
      </Typography>
      {data ? (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="health">
          <Chip
            size="small"
            label={`status: ${data.status}`}
            color={data.status === 'ok' ? 'success' : 'warning'}
          />
          <Chip size="small" variant="outlined" label={`database: ${data.database.mode}`} />
          <Chip size="small" variant="outlined" label={`queue: ${data.queue.mode}`} />
          <Chip size="small" variant="outlined" label={`mail: ${data.mail.mode}`} />
        </Stack>
      ) : (
        health.isError && (
          <Typography variant="caption" color="error">
            {DASHBOARD_TEXTS.serverDown}
          </Typography>
        )
      )}
    </Stack>
  );
}
