import { Button, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The error pages of spec section 2; `code` picks the text. */
export function ErrorPage({ code }: { code: 404 | 500 }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" sx={{ fontWeight: 800 }}>
        {code}
      </Typography>
      <Typography variant="h5" color="text.secondary" sx={{ mb: 4 }}>
        {code === 404 ? t('system.errors.notFound') : t('system.errors.serverError')}
      </Typography>
      <Button component={Link} to="/" variant="contained" color="secondary">
        {t('system.errors.backToDashboard')}
      </Button>
    </Container>
  );
}
