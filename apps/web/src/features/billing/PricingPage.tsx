import { PLANS, type PlanGroup } from '@flowlane/contracts';
import { Alert, Box, Grid, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth';
import { PageSimple, PageTitle } from '../../shell';
import { useUrlParams } from '../../ui';
import { useSubscriptionState } from './billing-api';
import { PlanCard } from './PlanCard';
import { PricingFaq } from './PricingFaq';
import { needsCheckout, planAction } from './plan-action';
import { SubscriptionManage } from './SubscriptionManage';

type ListGroup = Exclude<PlanGroup, 'trial'>;
const isListGroup = (value: string | null): value is ListGroup => value === 'BASIC' || value === 'BUSINESS';

/** /billing/pricing: the Basic/Business toggle, the plan cards and the FAQ (spec section 2). */
export function PricingPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const subscription = user?.subscription ?? null;
  const currentGroup = PLANS.find((plan) => plan.guid === subscription?.plan.id)?.group;
  // The list the team's plan is in opens first; the trial's features match Business.
  const initial: ListGroup = currentGroup === 'BASIC' ? 'BASIC' : 'BUSINESS';
  const [params, setParams] = useUrlParams(
    (query) => {
      const group = query.get('plans');
      return { group: isListGroup(group) ? group : initial };
    },
    (value) => new URLSearchParams({ plans: value.group }),
  );
  const plans = PLANS.filter((plan) => plan.group === params.group);
  const onTrial = needsCheckout(subscription);
  const state = useSubscriptionState();

  return (
    <PageSimple
      header={<PageTitle title={t('billing.pricing.title')} subtitle={t('billing.pricing.subtitle')} />}
    >
      <Box sx={{ maxWidth: 1280, mx: 'auto', pb: 4 }} data-testid="pricing">
        {state.data && !state.data.canManage && (
          <Alert severity="info" sx={{ mb: 3 }} data-testid="admin-only">
            {t('billing.pricing.adminOnly', { team: state.data.teamName })}
          </Alert>
        )}
        <Box sx={{ mb: 3, '&:empty': { display: 'none' } }}>
          <SubscriptionManage />
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, mb: 6 }}>
          <ToggleButtonGroup
            exclusive
            color="secondary"
            value={params.group}
            onChange={(_event, group: string | null) => isListGroup(group) && setParams({ group })}
            aria-label={t('billing.pricing.groups')}
            data-testid="plan-group"
          >
            <ToggleButton value="BASIC" sx={{ px: 4, fontWeight: 700 }} data-testid="group-basic">
              {t('billing.pricing.basic')}
            </ToggleButton>
            <ToggleButton value="BUSINESS" sx={{ px: 4, fontWeight: 700 }} data-testid="group-business">
              {t('billing.pricing.business')}
            </ToggleButton>
          </ToggleButtonGroup>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ textAlign: 'center' }}
            data-testid="groups-hint"
          >
            {t('billing.pricing.groupsHint')}
          </Typography>
        </Box>
        <Grid container spacing={3} sx={{ justifyContent: 'center', alignItems: 'stretch' }}>
          {plans.map((plan) => (
            <Grid key={plan.guid} size={{ xs: 12, sm: 6, lg: 3 }}>
              <PlanCard plan={plan} action={planAction(plan, subscription)} onTrial={onTrial} />
            </Grid>
          ))}
        </Grid>
        <PricingFaq />
      </Box>
    </PageSimple>
  );
}
