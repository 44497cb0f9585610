import { findPlan, type Plan, TRIAL_PLAN_GUID } from '@flowlane/contracts';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SupervisorAccountOutlinedIcon from '@mui/icons-material/SupervisorAccountOutlined';
import { Alert, Box, Button, Divider, Grid, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useSession } from '../../auth';
import { PageSimple, PageTitle, useAccent, useDateTime } from '../../shell';
import { Ltr } from '../../ui';
import { BillingForm } from './BillingForm';
import { Notice, Processing, Section, Success, TermsDialog } from './BillingParts';
import { billingApi, useSubscriptionState } from './billing-api';
import { checkoutDefaults } from './billing-form';
import { amountInText, formatPlanPrice } from './money';
import { payForSubscription } from './payment-flow';
import { planSlogan } from './plan-texts';
import { onPlan, refreshUntil } from './refresh-user';
import { useBillingForm } from './use-payment-flow';

/**
 * On the free trial nothing is charged today: the plan starts now and is first charged when the trial
 * ends, on the date shown (issue 55: the card's "30 days free trial" holds).
 */
function TrialCharge({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const state = useSubscriptionState();
  const formatDay = useDateTime({ dateStyle: 'long' });
  const trialEnd = state.data && !state.data.paid ? state.data.trialEnd : null;
  if (!trialEnd) return null;
  return (
    <Alert severity="info" data-testid="trial-charge">
      {t('billing.checkout.trialCharge', {
        price: amountInText(formatPlanPrice(plan.price)),
        date: formatDay(trialEnd),
      })}
    </Alert>
  );
}

/** The plan, its currency and price per month, beside the form. */
function OrderSummary({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const row = (label: string, value: string, testId: string) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid={testId}>
        <Ltr>{value}</Ltr>
      </Typography>
    </Stack>
  );
  return (
    <Section title={t('billing.checkout.plan')} testId="order-summary">
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="checkout-plan">
        {plan.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {planSlogan(t, plan)}
      </Typography>
      <Stack spacing={1}>
        {row(t('billing.checkout.currency'), plan.currency, 'checkout-currency')}
        <Divider />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
          <Typography color="text.secondary">{t('billing.checkout.price')}</Typography>
          <Box sx={{ textAlign: 'end' }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 800 }} data-testid="checkout-price">
              <Ltr>{formatPlanPrice(plan.price)}</Ltr>
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('billing.checkout.perMonth')}
            </Typography>
          </Box>
        </Stack>
        <TrialCharge plan={plan} />
      </Stack>
    </Section>
  );
}

function CheckoutForm({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const accent = useAccent();
  const { user } = useSession();
  const billing = useBillingForm(checkoutDefaults(user));
  const { phase } = billing;
  const [termsOpen, setTermsOpen] = useState(false);

  const submit = billing.onSubmit(async (gateway, holder) => {
    const planId = plan.stripe_id;
    if (!planId) return;
    await billing.pay(
      (confirm) => payForSubscription(gateway, confirm, billingApi.subscribe, holder, planId),
      () => refreshUntil(onPlan(plan.guid)),
    );
  });

  if (phase === 'success')
    return (
      <Success
        title={t('billing.checkout.success')}
        text={t('billing.checkout.successText', { plan: plan.name })}
      >
        <Button variant="contained" color="secondary" component={RouterLink} to="/dashboard">
          {t('billing.checkout.toDashboard')}
        </Button>
        <Button color={accent} component={RouterLink} to="/billing/invoices">
          {t('billing.checkout.toInvoices')}
        </Button>
      </Success>
    );

  const loading = phase === 'loading';
  return (
    <Grid container spacing={3} component="form" onSubmit={submit} noValidate data-testid="checkout-form">
      <Grid size={{ xs: 12, md: 7 }}>
        <BillingForm billing={billing} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 24 } }}>
          <OrderSummary plan={plan} />
          {loading ? (
            <Processing text={t('messages.processingNotice')} />
          ) : (
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary" data-testid="consent">
                {t('billing.checkout.consent', { price: formatPlanPrice(plan.price), plan: plan.name })}{' '}
                <Link
                  component="button"
                  type="button"
                  color={accent}
                  onClick={() => setTermsOpen(true)}
                  data-testid="terms-link"
                  sx={{ verticalAlign: 'baseline' }}
                >
                  {t('billing.checkout.terms')}
                </Link>
                .
              </Typography>
              <Button
                type="submit"
                size="large"
                variant="contained"
                color="secondary"
                disabled={!billing.ready}
                startIcon={<LockOutlinedIcon />}
                data-testid="subscribe"
              >
                {t('billing.checkout.subscribe')}
              </Button>
            </Stack>
          )}
        </Stack>
      </Grid>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </Grid>
  );
}

/**
 * Checkout and plan change are for team admins: anyone else is told whom to ask before typing a card,
 * instead of being refused at submit (issue 55).
 */
export function AdminOnlyNotice({ team }: { team: string }) {
  const { t } = useTranslation();
  const accent = useAccent();
  return (
    <Box data-testid="admin-only">
      <Notice
        icon={<SupervisorAccountOutlinedIcon />}
        title={t('billing.checkout.adminOnlyTitle', { team })}
        text={t('billing.checkout.adminOnlyText', { team })}
        action={
          <Button variant="outlined" color={accent} component={RouterLink} to="/billing/pricing">
            {t('billing.checkout.toPricing')}
          </Button>
        }
      />
    </Box>
  );
}

/** /billing/checkout/{planId}: a new subscription to the plan with a card (spec sections 2, 4, 5 and 8). */
export function CheckoutPage() {
  const { t } = useTranslation();
  const accent = useAccent();
  const { planId = '' } = useParams();
  const plan = findPlan(planId);
  const state = useSubscriptionState();
  const buyable = plan && plan.guid !== TRIAL_PLAN_GUID && plan.stripe_id !== null;
  return (
    <PageSimple
      header={
        <PageTitle
          title={t('billing.checkout.title')}
          subtitle={plan ? t('billing.checkout.subtitle', { plan: plan.name }) : undefined}
        />
      }
    >
      <Box sx={{ maxWidth: 1100, mx: 'auto' }} data-testid="checkout">
        {state.data && !state.data.canManage ? (
          <AdminOnlyNotice team={state.data.teamName} />
        ) : buyable ? (
          <CheckoutForm plan={plan} />
        ) : (
          <Notice
            icon={<ErrorOutlineIcon />}
            title={plan ? t('billing.checkout.notForSale') : t('billing.checkout.unknownPlan')}
            action={
              <Button variant="outlined" color={accent} component={RouterLink} to="/billing/pricing">
                {t('billing.checkout.toPricing')}
              </Button>
            }
          />
        )}
      </Box>
    </PageSimple>
  );
}
