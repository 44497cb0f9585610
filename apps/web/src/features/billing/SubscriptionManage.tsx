import { findPlan, type PlanLoss, planLosses, type SubscriptionState } from '@flowlane/contracts';
import DoNotDisturbAltIcon from '@mui/icons-material/DoNotDisturbAlt';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage, useDateTime } from '../../shell';
import { useSubscriptionAction, useSubscriptionState } from './billing-api';
import { amountInText, formatCents } from './money';
import { messageOf } from './payment-flow';

/** What the team will no longer have after a downgrade or a cancel (issue 55: they list it). */
export function PlanLossList({ losses, title }: { losses: PlanLoss[]; title?: string }) {
  const { t } = useTranslation();
  if (losses.length === 0) return null;
  return (
    <Box data-testid="plan-losses">
      {title && (
        <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      )}
      <List dense disablePadding>
        {losses.map((loss) => (
          <ListItem key={loss} disableGutters sx={{ gap: 1, py: 0.25 }} data-loss={loss}>
            <DoNotDisturbAltIcon fontSize="small" color="error" />
            <Typography variant="body2">{t(`billing.losses.${loss}`)}</Typography>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** The next (or, after a trial, first) payment in words, or null when nothing more is charged. */
export function useNextPaymentText(): (state: SubscriptionState) => string | null {
  const { t } = useTranslation();
  const formatDay = useDateTime({ dateStyle: 'long' });
  return (state) =>
    state.nextPayment
      ? t('billing.manage.payment', {
          amount: amountInText(formatCents(state.nextPayment.amount)),
          date: formatDay(state.nextPayment.date),
        })
      : null;
}

function CancelDialog({
  state,
  open,
  onClose,
}: {
  state: SubscriptionState;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const formatDay = useDateTime({ dateStyle: 'long' });
  const cancel = useSubscriptionAction('cancel');
  const date = formatDay(state.periodEnd);
  // The same rule as the server's: what Flow Free lacks that the plan in force has.
  const current = findPlan(state.plan.id);
  const free = findPlan('flow-free');
  const losses = current && free ? planLosses(current, free) : [];
  const confirm = () =>
    cancel.mutate(state.subscriptionId, {
      onSuccess: () => {
        showMessage(t('billing.manage.cancelled', { date }), 'success');
        onClose();
      },
      onError: (error) => showMessage(messageOf(error), 'error'),
    });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} data-testid="cancel-dialog">
      <DialogTitle id={titleId}>{t('billing.manage.cancelTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{t('billing.manage.cancelText', { plan: state.plan.name, date })}</Typography>
          <PlanLossList title={t('billing.changePlan.losses')} losses={losses} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('billing.manage.keep')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={confirm}
          disabled={cancel.isPending}
          data-testid="confirm-cancel"
        >
          {t('billing.manage.confirmCancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Cancel at the period's end, resume, and undo a waiting downgrade (issues 54 and 55). What is scheduled
 * is said with its date and what the team will lose; only admins get the buttons.
 */
export function SubscriptionManage() {
  const { t } = useTranslation();
  const state = useSubscriptionState();
  const formatDay = useDateTime({ dateStyle: 'long' });
  const resume = useSubscriptionAction('resume');
  const [cancelling, setCancelling] = useState(false);
  const nextPaymentText = useNextPaymentText();
  const data = state.data;
  if (!data?.paid) return null;
  const change = data.scheduledChange;
  const undo = () =>
    resume.mutate(data.subscriptionId, {
      onSuccess: () => showMessage(t('billing.manage.resumed'), 'success'),
      onError: (error) => showMessage(messageOf(error), 'error'),
    });
  const payment = nextPaymentText(data);
  return (
    <Card data-testid="subscription-manage">
      <CardContent sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('billing.manage.title')}
          </Typography>
          {change ? (
            <Alert
              severity="warning"
              data-testid="scheduled-change"
              data-kind={change.kind}
              action={
                data.canManage ? (
                  <Button
                    color="inherit"
                    size="small"
                    onClick={undo}
                    disabled={resume.isPending}
                    sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                    data-testid="resume-subscription"
                  >
                    {change.kind === 'cancel' ? t('billing.manage.resume') : t('billing.manage.undo')}
                  </Button>
                ) : undefined
              }
            >
              <Stack spacing={1}>
                <span>
                  {change.kind === 'cancel'
                    ? t('billing.manage.cancels', { date: formatDay(change.date), plan: change.plan.name })
                    : t('billing.manage.downgrades', {
                        date: formatDay(change.date),
                        plan: change.plan.name,
                      })}
                </span>
                <PlanLossList title={t('billing.changePlan.losses')} losses={change.losses} />
              </Stack>
            </Alert>
          ) : (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 2 }}
            >
              <Box>
                <Typography data-testid="renews">
                  {t('billing.manage.renews', { date: formatDay(data.periodEnd) })}
                </Typography>
                {payment && (
                  <Typography variant="body2" color="text.secondary" data-testid="next-payment">
                    {data.nextPayment?.first
                      ? t('billing.manage.firstPayment')
                      : t('billing.manage.nextPayment')}
                    {': '}
                    <bdi>{payment}</bdi>
                  </Typography>
                )}
              </Box>
              {data.canManage && (
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => setCancelling(true)}
                  data-testid="cancel-subscription"
                  sx={{ whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'center' } }}
                >
                  {t('billing.manage.cancel')}
                </Button>
              )}
            </Stack>
          )}
        </Stack>
        {cancelling && <CancelDialog state={data} open onClose={() => setCancelling(false)} />}
      </CardContent>
    </Card>
  );
}
