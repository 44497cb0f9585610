import type { PaymentMethodRecord } from '@flowlane/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, CircularProgress, Grid, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { getSession, refreshSession } from '../../auth';
import { errorText } from '../../i18n';
import { PageSimple, PageTitle, showMessage } from '../../shell';
import { useAccent } from '../logs';
import { BillingDetailsFields } from './BillingDetailsFields';
import { GatewayWarning, Section } from './BillingParts';
import { BillingTextField } from './BillingTextField';
import { billingApi, billingKeys, useBillingConfig, useBillingRecord } from './billing-api';
import { BillingDetailsForm, type BillingDetailsFormInput, recordDefaults } from './billing-form';
import { CardEntry } from './CardEntry';
import { CardGraphic } from './CardGraphic';
import { NoMethodCard } from './NoMethodCard';
import { failureText, makePaymentMethod } from './payment-flow';
import { refreshUntil } from './refresh-user';
import { useCardEntry } from './use-card-entry';

function ChangeForm({ record }: { record: PaymentMethodRecord }) {
  const { t } = useTranslation();
  const accent = useAccent();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = useBillingConfig();
  const card = useCardEntry();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<BillingDetailsFormInput>({
    resolver: zodResolver(BillingDetailsForm),
    defaultValues: recordDefaults(record),
    mode: 'onChange',
  });
  const providerLoaded = config.isSuccess && card.gateway !== null && !card.loadFailed;
  // Spec section 5: disabled until the form and the card are valid, and during the submit.
  const canUpdate = form.formState.isValid && card.card.complete && providerLoaded && !submitting;

  const submit = form.handleSubmit(async (values) => {
    if (!card.gateway) return;
    setSubmitting(true);
    const holder = BillingDetailsForm.parse(values);
    const made = await makePaymentMethod(card.gateway, holder);
    if (!made.ok) {
      showMessage(failureText(t, made.failure), 'error');
      setSubmitting(false);
      return;
    }
    try {
      const updated = await billingApi.updateRecord({ ...holder, ...made.value });
      // A past-due invoice is paid with the new card at once; the subscription follows its webhook.
      if (updated.retriedInvoice?.status === 'paid')
        await refreshUntil(() => getSession().user?.subscription?.status !== 'past_due');
      else await refreshSession();
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      showMessage(t('messages.paymentMethodUpdated'), 'success');
      navigate('/billing/paymethod');
    } catch (error) {
      showMessage(errorText(error instanceof Error ? error.message : null), 'error');
      setSubmitting(false);
    }
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
        <Stack spacing={3}>
          <Section title={t('billing.checkout.billingDetails')}>
            <BillingDetailsFields control={form.control} disabled={submitting} />
          </Section>
          <Section title={t('billing.checkout.paymentDetails')}>
            <Stack spacing={2}>
              <BillingTextField
                control={form.control}
                name="name"
                label={t('billing.checkout.nameOnCard')}
                required
                disabled={submitting}
              />
              {config.isError || card.loadFailed ? (
                <GatewayWarning provider={config.data?.provider ?? 'Stripe'} />
              ) : (
                config.data && <CardEntry config={config.data} disabled={submitting} {...card.props} />
              )}
            </Stack>
          </Section>
        </Stack>
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
              disabled={!canUpdate}
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
