import { CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { failureText } from '../../api/server-errors';
import { AuthCard } from './AuthCard';
import { accountApi } from './account-api';
import { StatusPanel } from './StatusPanel';

/** /account/activate/:authToken: activates on load (a query, so it is sent once per token). */
export function ActivatePage() {
  const { t } = useTranslation();
  const token = useParams().authToken ?? '';
  const activation = useQuery({
    queryKey: ['account-activation', token],
    queryFn: () => accountApi.activate(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return (
    <AuthCard title={t('auth.activationTitle')}>
      {activation.isPending && (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }} data-testid="activating">
          <CircularProgress color="secondary" />
          <Typography color="text.secondary">{t('auth.activating')}</Typography>
        </Stack>
      )}
      {activation.isSuccess && (
        <StatusPanel
          tone="success"
          title={t('auth.activationSuccess')}
          text={t('auth.activationSuccessText')}
          link={{ to: '/login', label: t('auth.goToLogin') }}
        />
      )}
      {activation.isError && (
        <StatusPanel
          tone="error"
          title={t('messages.activationFailed')}
          text={failureText(activation.error)}
          link={{ to: '/login', label: t('auth.goToLogin') }}
        />
      )}
    </AuthCard>
  );
}
