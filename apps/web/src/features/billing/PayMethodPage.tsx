import type { PaymentMethodRecord } from '@flowlane/contracts';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageSimple, PageTitle } from '../../shell';
import { useBillingRecord } from './billing-api';
import { CardGraphic } from './CardGraphic';
import { NoMethodCard } from './NoMethodCard';
import { SubscriptionManage } from './SubscriptionManage';
import { SubscriptionSummary } from './SubscriptionSummary';

function BillingAddress({ record }: { record: PaymentMethodRecord }) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(
    () => new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' }),
    [i18n.language],
  );
  const lines = [
    record.name,
    record.email,
    record.line1,
    record.line2,
    [record.city, record.state, record.zip].filter(Boolean).join(', '),
    record.country ? (countries.of(record.country) ?? record.country) : '',
  ].filter(Boolean);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
          {t('billing.payMethod.billingAddress')}
        </Typography>
        <Stack data-testid="billing-address">
          {lines.map((line) => (
            <Typography key={line}>
              <bdi>{line}</bdi>
            </Typography>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /billing/paymethod: the stored card, or the no-method card; Change Method (spec section 2). */
export function PayMethodPage() {
  const { t } = useTranslation();
  const record = useBillingRecord();
  const hasMethod = Boolean(record.data);
  const header = (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <PageTitle title={t('billing.payMethod.title')} subtitle={t('billing.payMethod.subtitle')} />
      </Box>
      <Button
        variant="contained"
        color="secondary"
        startIcon={<EditOutlinedIcon />}
        disabled={!hasMethod}
        component={RouterLink}
        to="/billing/paymethod/change"
        data-testid="change-method"
      >
        {t('billing.payMethod.changeMethod')}
      </Button>
    </Stack>
  );
  return (
    <PageSimple header={header}>
      <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto' }} data-testid="paymethod">
        {record.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress color="secondary" aria-label={t('common.loading')} />
          </Box>
        ) : record.isError ? (
          <Alert severity="error">{t('billing.payMethod.loadFailed')}</Alert>
        ) : record.data ? (
          <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
            <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', justifyContent: 'center' }}>
              <CardGraphic record={record.data} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <BillingAddress record={record.data} />
            </Grid>
          </Grid>
        ) : (
          <NoMethodCard />
        )}
        <SubscriptionSummary />
        <SubscriptionManage />
      </Stack>
    </PageSimple>
  );
}
