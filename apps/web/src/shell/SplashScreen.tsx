import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Logo } from './Logo';

/** Shown until the first auth check ends. */
export function SplashScreen() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('splash.loading')}
      data-testid="splash-screen"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        bgcolor: 'background.default',
        zIndex: (theme) => theme.zIndex.modal + 1,
      }}
    >
      <Logo size={72} />
      <Typography variant="h5" sx={{ fontWeight: 700 }}>
        {t('app.name')}
      </Typography>
      <LinearProgress color="secondary" sx={{ width: 180, borderRadius: 1 }} />
    </Box>
  );
}
