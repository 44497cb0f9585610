import { MESSAGES } from '@flowlane/contracts';
import { useTranslation } from 'react-i18next';
import { billing as billingEn } from '../../i18n/en/billing';

/**
 * Form and server field messages in the interface language: the contracts' rules speak English
 * ("Required", "Please enter a valid email"); a message we do not know is shown as the server sent it.
 */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => {
    if (!message) return undefined;
    if (message === billingEn.checkout.required) return t('billing.checkout.required');
    if (message === MESSAGES.invalidEmail) return t('messages.invalidEmail');
    if (message === billingEn.checkout.chooseCountry) return t('billing.checkout.chooseCountry');
    return message;
  };
}
