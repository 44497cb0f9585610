import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAccent } from '../../shell';

/** The card every guest screen sits in: the product name, the screen's title, then its content. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const accent = useAccent();
  return (
    <Card elevation={8} sx={{ width: '100%', maxWidth: 420, borderRadius: 2 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ textAlign: 'center' }}>
          <Link
            component={RouterLink}
            to="/welcome"
            underline="none"
            variant="h5"
            sx={{ fontWeight: 800, color: `${accent}.main`, display: 'block' }}
            data-testid="welcome-link"
          >
            {t('app.name')}
          </Link>
          <Typography variant="h6" component="h1" sx={{ mt: 1, letterSpacing: 1 }}>
            {title}
          </Typography>
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
