import type { SubscriptionStatus } from '@flowlane/contracts';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<SubscriptionStatus, 'info' | 'success' | 'error' | 'default' | 'warning'> = {
  trialing: 'info',
  active: 'success',
  past_due: 'error',
  canceled: 'default',
  incomplete: 'warning',
  unpaid: 'error',
};

/** The subscription's status as a chip (trialing, active, past_due, ...). */
export function SubscriptionStatusChip({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      label={t(`user.status.${status}`)}
      data-testid="subscription-status"
      data-status={status}
    />
  );
}
