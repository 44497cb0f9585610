import type { PaymentMethodRecord } from '@flowlane/contracts';
import { Box, Button, CircularProgress, Grid, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { getSession, refreshSession } from '../../auth';
import { PageSimple, PageTitle, showMessage, useAccent } from '../../shell';
import { BillingForm } from './BillingForm';
import { billingApi, useBillingRecord } from './billing-api';
import { recordDefaults } from './billing-form';
import { CardGraphic } from './CardGraphic';
import { NoMethodCard } from './NoMethodCard';
import { changePaymentMethod } from './payment-flow';
import { refreshUntil } from './refresh-user';
import { useBillingForm } from './use-payment-flow';

function ChangeForm({ record }: { record: PaymentMethodRecord }) {
  const { t } = useTranslation();
  const accent = useAccent();
  const navigate = useNavigate();
  const billing = useBillingForm(recordDefaults(record));
  // Spec section 5: disabled until the form and the card are valid, and during the submit.
  const submitting = billing.phase !== 'idle';

  const submit = billing.onSubmit(async (gateway, holder) => {
    const changed = await billing.pay(
      () => changePaymentMethod(gateway, billingApi.updateRecord, holder),
      async (saved) => {
        // A past-due invoice is paid with the new card at once; the subscription follows its webhook.
        if (saved.retriedInvoice?.status === 'paid')
          await refreshUntil(() => getSession().user?.subscription?.status !== 'past_due');
        else await refreshSession();
      },
    );
    if (!changed) return;
    showMessage(t('messages.paymentMethodUpdated'), 'success');
    navigate('/billing/paymethod');
  });

  return (
    <Grid
      container
      spacing={3}
      component="form"
      onSubmit={submit}
      noValidate
      data-testid="change-method-form"
    >
      <Grid size={{ xs: 12, md: 7 }}>
        <BillingForm billing={billing} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={3} sx={{ alignItems: 'center' }}>
          <CardGraphic record={record} />
          <Stack direction="row" spacing={1.5} sx={{ alignSelf: 'stretch', justifyContent: 'flex-end' }}>
            <Button color={accent} component={RouterLink} to="/billing/paymethod" disabled={submitting}>
              {t('billing.changeMethod.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color="secondary"
              size="large"
              disabled={!billing.ready}
              startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
              data-testid="update-method"
            >
              {t('billing.changeMethod.update')}
            </Button>
          </Stack>
        </Stack>
      </Grid>
    </Grid>
  );
}

/** /billing/paymethod/change: Change Billing Details, prefilled from the stored record (spec section 2). */
export function ChangeMethodPage() {
  const { t } = useTranslation();
  const record = useBillingRecord();
  return (
    <PageSimple header={<PageTitle title={t('billing.changeMethod.title')} />}>
      <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto' }} data-testid="change-method-page">
        {record.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress color="secondary" aria-label={t('common.loading')} />
          </Box>
        ) : record.data ? (
          <ChangeForm record={record.data} />
        ) : (
          <NoMethodCard />
        )}
      </Stack>
    </PageSimple>
  );
}
