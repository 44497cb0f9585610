import type { Plan } from '@flowlane/contracts';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Ltr } from '../../ui';
import { formatPlanPrice } from './money';
import type { PlanAction } from './plan-action';
import { planFeatureLines } from './plan-features';
import { planBadge, planSlogan } from './plan-texts';

/** The POPULAR card stands out: raised above its neighbours and outlined in the accent colour. */
const RAISED = 'POPULAR';

/**
 * One plan on /billing/pricing: badge, name, slogan, price per month, features, and the button
 * (GET STARTED NOW with the trial notes, BUY NOW, SWITCH for a plan that costs nothing, or CURRENT PLAN
 * disabled).
 */
export function PlanCard({ plan, action, onTrial }: { plan: Plan; action: PlanAction; onTrial: boolean }) {
  const { t } = useTranslation();
  const raised = plan.badge === RAISED;
  return (
    <Card
      data-testid={`plan-${plan.guid}`}
      data-raised={raised}
      elevation={raised ? 12 : 2}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        overflow: 'visible',
        border: 2,
        borderColor: raised ? 'secondary.main' : 'transparent',
        transform: { md: raised ? 'translateY(-16px)' : 'none' },
      }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5, p: 3 }}>
        <Box sx={{ minHeight: 24 }}>
          {plan.badge && (
            <Chip
              size="small"
              color={raised ? 'secondary' : 'default'}
              label={planBadge(t, plan.badge)}
              data-testid="plan-badge"
              sx={{ fontWeight: 700, letterSpacing: 0.5 }}
            />
          )}
        </Box>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }} data-testid="plan-name">
          {plan.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ minHeight: 40 }}>
          {planSlogan(t, plan)}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' }}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 800 }} data-testid="plan-price">
            <Ltr>{formatPlanPrice(plan.price)}</Ltr>
          </Typography>
          <Typography color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {t('billing.pricing.perMonth')}
          </Typography>
        </Stack>
        <Divider />
        <List dense disablePadding sx={{ flex: 1 }}>
          {planFeatureLines(plan).map((line) => (
            <ListItem
              key={line.key}
              disableGutters
              sx={{ gap: 1, py: 0.25, color: line.included ? 'text.primary' : 'text.secondary' }}
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
        {onTrial && action.kind === 'checkout' && (
          <Stack sx={{ alignItems: 'center' }} data-testid="trial-notes">
            <Typography variant="body2" color="error" sx={{ fontWeight: 700 }}>
              {t('billing.pricing.limitedOffer')}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('billing.pricing.trialDays')}
            </Typography>
          </Stack>
        )}
        {action.kind === 'current' ? (
          <Button variant="outlined" size="large" disabled fullWidth data-testid="plan-button">
            {t('billing.pricing.currentPlan')}
          </Button>
        ) : (
          <Button
            variant={raised ? 'contained' : 'outlined'}
            color="secondary"
            size="large"
            fullWidth
            component={RouterLink}
            to={action.to}
            data-testid="plan-button"
          >
            {action.kind === 'checkout'
              ? t('billing.pricing.getStartedNow')
              : action.label === 'switch'
                ? t('billing.pricing.switch')
                : t('billing.pricing.buyNow')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
