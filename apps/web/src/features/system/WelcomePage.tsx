import { Health } from '@flowlane/contracts';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiFetch } from '../../api/client';

/** The welcome screen (spec section 1): what the product is, the way in, and the server's health. */
export function WelcomePage() {
  const { t } = useTranslation();
  const health = useQuery({
    queryKey: ['health'],
    queryFn: async () => Health.parse(await apiFetch('/api/health')),
  });
  return (
    <Card elevation={8} sx={{ width: '100%', maxWidth: 560, borderRadius: 2 }} data-testid="welcome">
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom color="secondary" sx={{ fontWeight: 800 }}>
          {t('app.name')}
        </Typography>
        <Typography variant="h6" component="p" gutterBottom data-testid="welcome-tagline">
          {t('system.welcome.tagline')}
        </Typography>
        <Typography color="text.secondary">{t('system.welcome.intro')}</Typography>
        <Stack direction="row" sx={{ gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
          <Button component={Link} to="/login" variant="contained" color="secondary">
            {t('system.welcome.login')}
          </Button>
          <Button component={Link} to="/register" variant="outlined" color="secondary">
            {t('system.welcome.register')}
          </Button>
        </Stack>
        <Box sx={{ mt: 3 }}>
          {health.data ? (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="health">
              <Chip
                size="small"
                label={t('system.welcome.health.status', { value: health.data.status })}
                color={health.data.status === 'ok' ? 'success' : 'warning'}
              />
              <Chip
                size="small"
                label={t('system.welcome.health.database', { value: health.data.database.mode })}
              />
              <Chip
                size="small"
                label={t('system.welcome.health.queue', { value: health.data.queue.mode })}
              />
              <Chip size="small" label={t('system.welcome.health.mail', { value: health.data.mail.mode })} />
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {health.isError ? t('system.welcome.serverDown') : t('system.welcome.checking')}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
