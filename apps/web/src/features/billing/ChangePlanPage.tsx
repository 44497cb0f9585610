import { findPlan, type Plan, type PlanChangePreview, TRIAL_PLAN_GUID } from '@flowlane/contracts';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  Grid,
  List,
  ListItem,
  Stack,
  Typography,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useSession } from '../../auth';
import { PageSimple, PageTitle, useAccent, useDateTime } from '../../shell';
import { Ltr } from '../../ui';
import { Notice, Processing, Section, Success } from './BillingParts';
import { billingApi, usePlanChangePreview, useSubscriptionState } from './billing-api';
import { AdminOnlyNotice } from './CheckoutPage';
import { amountInText, formatCents, formatPlanPrice } from './money';
import { settlePayment } from './payment-flow';
import { planFeatureLines } from './plan-features';
import { onPlan, refreshUntil } from './refresh-user';
import { PlanLossList } from './SubscriptionManage';
import { usePaymentFlow } from './use-payment-flow';

/** One side of "what changes": the plan, its price and its features. */
function PlanColumn({ label, plan, testId }: { label: string; plan: Plan; testId: string }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {plan.name}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          <Ltr>{formatPlanPrice(plan.price)}</Ltr> {t('billing.pricing.perMonth')}
        </Typography>
        <List dense disablePadding>
          {planFeatureLines(plan).map((line) => (
            <ListItem
              key={line.key}
              disableGutters
              sx={{ gap: 1, py: 0, color: line.included ? 'text.primary' : 'text.disabled' }}
            >
              {line.included ? (
                <CheckIcon fontSize="small" color="success" />
              ) : (
                <CloseIcon fontSize="small" color="disabled" />
              )}
              <Typography variant="body2">{t(line.key, line.values)}</Typography>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/** The prorated amount due now, with the provider's proration lines. */
function Proration({ preview }: { preview: PlanChangePreview }) {
  const { t } = useTranslation();
  const credit = preview.amountDue < 0;
  return (
    <Stack spacing={1} data-testid="proration">
      {preview.lines.map((line) => (
        <Stack key={line.description} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            <bdi>{line.description}</bdi>
          </Typography>
          <Typography variant="body2">
            <Ltr>{formatCents(line.amount)}</Ltr>
          </Typography>
        </Stack>
      ))}
      <Divider />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {credit ? t('billing.changePlan.credit') : t('billing.changePlan.prorated')}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 800 }} data-testid="prorated-amount">
          <Ltr>{formatCents(Math.abs(preview.amountDue))}</Ltr>
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('billing.changePlan.prorationNote')}
      </Typography>
    </Stack>
  );
}

function ChangePlan({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const accent = useAccent();
  const rtl = useTheme().direction === 'rtl';
  const { user } = useSession();
  const { phase, pay, dialog } = usePaymentFlow();
  const subscription = user?.subscription ?? null;
  const current = findPlan(subscription?.plan.id ?? '');
  const same = current?.guid === plan.guid;
  const preview = usePlanChangePreview(same ? null : plan.stripe_id);
  const state = useSubscriptionState();
  const formatDay = useDateTime({ dateStyle: 'long' });
  // A downgrade starts when the period paid for ends; the team keeps its plan until then.
  const later = preview.data?.takesEffect === 'period_end';
  // A downgrade never reads "Get started" (issue 55).
  const cheaper =
    Number(plan.price) === 0 || (current !== undefined && Number(plan.price) < Number(current.price));
  const effectiveDate = preview.data?.effectiveDate ? formatDay(preview.data.effectiveDate) : '';
  // On the trial alone, Flow Free comes by itself when the trial ends: there is nothing to confirm.
  const trialToFree = later && state.data?.paid === false;
  const firstCharge = preview.data?.firstChargeDate && !preview.data.checkoutRequired;
  const change = async () => {
    if (!subscription || !current?.stripe_id || !plan.stripe_id) return;
    const request = {
      subscriptionId: subscription.id,
      currentPlanId: current.stripe_id,
      newPlanId: plan.stripe_id,
    };
    await pay(
      async (confirm) => settlePayment(confirm, await billingApi.switchPlan(request)),
      // A downgrade leaves the plan in force as it is: one refresh shows the cancelled renewal price.
      () => (later ? refreshUntil(() => true) : refreshUntil(onPlan(plan.guid))),
    );
  };

  if (state.data && !state.data.canManage) return <AdminOnlyNotice team={state.data.teamName} />;

  if (phase === 'success')
    return (
      <Success
        title={t('billing.changePlan.success')}
        text={
          later
            ? t('billing.changePlan.successLater', { plan: plan.name, date: effectiveDate })
            : t('billing.changePlan.successText', { plan: plan.name })
        }
      >
        <Button variant="contained" color="secondary" component={RouterLink} to="/dashboard">
          {t('billing.checkout.toDashboard')}
        </Button>
        <Button color={accent} component={RouterLink} to="/billing/invoices">
          {t('billing.checkout.toInvoices')}
        </Button>
      </Success>
    );
  if (phase === 'loading')
    return (
      <>
        <Processing text={t('messages.changingSubscription')} />
        {dialog}
      </>
    );

  const checkoutRequired = preview.data?.checkoutRequired ?? false;
  return (
    <Stack spacing={3} data-testid="change-plan">
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="change-plan-heading">
          {same
            ? t('billing.changePlan.currentlySubscribed', { plan: plan.name })
            : cheaper
              ? later && effectiveDate
                ? t('billing.changePlan.switchTo', { plan: plan.name, date: effectiveDate })
                : t('billing.changePlan.switchNow', { plan: plan.name })
              : t('billing.changePlan.getStartedWith', { plan: plan.name })}
        </Typography>
        <Typography
          variant="h4"
          component="p"
          sx={{ fontWeight: 800, mt: 1 }}
          data-testid="change-plan-price"
        >
          <Ltr>{formatPlanPrice(plan.price)}</Ltr>{' '}
          <Typography component="span" color="text.secondary">
            {t('billing.pricing.perMonth')}
          </Typography>
        </Typography>
      </Box>
      {!same && current && (
        <Section title={t('billing.changePlan.whatChanges')}>
          <Grid container spacing={2} sx={{ alignItems: 'stretch' }}>
            <Grid size={{ xs: 12, md: 5.5 }}>
              <PlanColumn label={t('billing.changePlan.from')} plan={current} testId="plan-from" />
            </Grid>
            <Grid size={{ xs: 12, md: 1 }} sx={{ display: 'grid', placeItems: 'center' }}>
              <ArrowForwardIcon
                color="secondary"
                sx={{ transform: { xs: 'rotate(90deg)', md: rtl ? 'scaleX(-1)' : 'none' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 5.5 }}>
              <PlanColumn label={t('billing.changePlan.to')} plan={plan} testId="plan-to" />
            </Grid>
          </Grid>
        </Section>
      )}
      {!same && preview.data && later && (
        <Section title={t('billing.changePlan.losses')} testId="downgrade">
          <Stack spacing={2}>
            <Alert severity="warning" data-testid="downgrade-note">
              {trialToFree
                ? t('billing.changePlan.trialToFree', { plan: plan.name, date: effectiveDate })
                : t('billing.changePlan.downgradeNote', {
                    plan: preview.data.currentPlan.name,
                    date: effectiveDate,
                  })}
            </Alert>
            <PlanLossList losses={preview.data.losses} />
          </Stack>
        </Section>
      )}
      {!same && !later && (
        <Section title={t('billing.changePlan.prorated')}>
          {preview.isPending ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
              <CircularProgress size={28} color="secondary" aria-label={t('common.loading')} />
            </Box>
          ) : preview.isError ? (
            <Alert severity="warning">{t('billing.changePlan.previewFailed')}</Alert>
          ) : checkoutRequired ? (
            <Alert
              severity="info"
              data-testid="checkout-required"
              action={
                <Button color="inherit" component={RouterLink} to={`/billing/checkout/${plan.guid}`}>
                  {t('billing.changePlan.toCheckout')}
                </Button>
              }
            >
              {t('billing.changePlan.noSubscription')}
            </Alert>
          ) : firstCharge && preview.data?.firstChargeDate ? (
            <Alert severity="info" data-testid="trial-charge">
              {t('billing.changePlan.trialNow', {
                price: amountInText(formatPlanPrice(plan.price)),
                date: formatDay(preview.data.firstChargeDate),
              })}
            </Alert>
          ) : (
            preview.data && <Proration preview={preview.data} />
          )}
        </Section>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Button
          size="large"
          variant="contained"
          color="secondary"
          disabled={same || checkoutRequired || trialToFree || !preview.isSuccess || !subscription}
          onClick={change}
          data-testid="confirm-change"
          sx={{ px: 6 }}
        >
          {later || cheaper ? t('billing.changePlan.switch') : t('billing.changePlan.getStartedNow')}
        </Button>
      </Box>
    </Stack>
  );
}

/** /billing/change-plan/{planId}: what changes, the prorated amount, confirm (spec section 2). */
export function ChangePlanPage() {
  const { t } = useTranslation();
  const accent = useAccent();
  const { planId = '' } = useParams();
  const plan = findPlan(planId);
  const buyable = plan && plan.guid !== TRIAL_PLAN_GUID && plan.stripe_id !== null;
  return (
    <PageSimple header={<PageTitle title={t('billing.changePlan.title')} />}>
      <Box sx={{ maxWidth: 1000, mx: 'auto' }}>
        {buyable ? (
          <ChangePlan plan={plan} />
        ) : (
          <Notice
            icon={<ErrorOutlinedIcon />}
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
