import { PLANS, type PlanGroup } from '@flowlane/contracts';
import { Box, Grid, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth';
import { PageSimple, PageTitle } from '../../shell';
import { useUrlParams } from '../../ui';
import { PlanCard } from './PlanCard';
import { PricingFaq } from './PricingFaq';
import { needsCheckout, planAction } from './plan-action';

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

  return (
    <PageSimple
      header={<PageTitle title={t('billing.pricing.title')} subtitle={t('billing.pricing.subtitle')} />}
    >
      <Box sx={{ maxWidth: 1280, mx: 'auto', pb: 4 }} data-testid="pricing">
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 6 }}>
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
