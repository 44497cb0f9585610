import { Health } from '@flowlane/contracts';
import { Box, Chip, Container, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../api/client';

export function WelcomePage() {
  const { t } = useTranslation();
  const health = useQuery({
    queryKey: ['health'],
    queryFn: async () => Health.parse(await apiFetch('/api/health')),
  });
  return (
    <Container maxWidth="sm" sx={{ py: 10 }}>
      <Paper sx={{ p: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('app.name')}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          {t('system.welcome.tagline')}
        </Typography>
        <Box sx={{ mt: 3 }}>
          {health.data ? (
            <Stack direction="row" spacing={1} data-testid="health">
              <Chip
                label={t('system.welcome.health.status', { value: health.data.status })}
                color={health.data.status === 'ok' ? 'success' : 'warning'}
              />
              <Chip label={t('system.welcome.health.database', { value: health.data.database.mode })} />
              <Chip label={t('system.welcome.health.queue', { value: health.data.queue.mode })} />
              <Chip label={t('system.welcome.health.mail', { value: health.data.mail.mode })} />
            </Stack>
          ) : (
            <Typography>
              {health.isError ? t('system.welcome.serverDown') : t('system.welcome.checking')}
            </Typography>
          )}
        </Box>
      </Paper>
    </Container>
  );
}
