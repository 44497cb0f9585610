import { MESSAGES } from '@flowlane/contracts';
import { CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AuthCard } from './AuthCard';
import { accountApi } from './account-api';
import { StatusPanel } from './StatusPanel';
import { failureText } from './server-errors';
import { AUTH_TEXTS } from './texts';

/** /account/activate/:authToken: activates on load (a query, so it is sent once per token). */
export function ActivatePage() {
  const token = useParams().authToken ?? '';
  const activation = useQuery({
    queryKey: ['account-activation', token],
    queryFn: () => accountApi.activate(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return (
    <AuthCard title={AUTH_TEXTS.activationTitle}>
      {activation.isPending && (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }} data-testid="activating">
          <CircularProgress color="secondary" />
          <Typography color="text.secondary">{AUTH_TEXTS.activating}</Typography>
        </Stack>
      )}
      {activation.isSuccess && (
        <StatusPanel
          tone="success"
          title={AUTH_TEXTS.activationSuccess}
          text={AUTH_TEXTS.activationSuccessText}
          link={{ to: '/login', label: AUTH_TEXTS.goToLogin }}
        />
      )}
      {activation.isError && (
        <StatusPanel
          tone="error"
          title={MESSAGES.activationFailed}
          text={failureText(activation.error)}
          link={{ to: '/login', label: AUTH_TEXTS.goToLogin }}
        />
      )}
    </AuthCard>
  );
}
