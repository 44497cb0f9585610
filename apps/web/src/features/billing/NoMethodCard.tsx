import CreditCardOffOutlinedIcon from '@mui/icons-material/CreditCardOffOutlined';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Notice } from './BillingParts';

/** No stored payment method (spec section 2): the No payment method card with Go To Pricing. */
export function NoMethodCard() {
  const { t } = useTranslation();
  return (
    <div data-testid="no-method">
      <Notice
        icon={<CreditCardOffOutlinedIcon />}
        title={t('billing.payMethod.noMethod')}
        text={t('billing.payMethod.noMethodText')}
        action={
          <Button variant="contained" color="secondary" component={RouterLink} to="/billing/pricing">
            {t('billing.payMethod.goToPricing')}
          </Button>
        }
      />
    </div>
  );
}
