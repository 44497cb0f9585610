import { DEFAULT_OAUTH2_RETURN_PATH } from '@flowlane/contracts';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiRequestError } from '../../api/client';
import { errorText } from '../../i18n';
import { authKeys, authorizationsApi } from './authorizations-api';
import { oauth2ReturnPath } from './oauth2-return';

/**
 * /oauth2/callback: posts the provider's query to POST /api/oauth2/token, then goes to the last OAuth2 URL
 * (or /dashboard). A failure shows "Error: <message>" and a way back.
 */
export function OAuth2CallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const back = oauth2ReturnPath();

  useEffect(() => {
    // The code is single-use: a second effect run (strict mode) must not post it again.
    if (started.current) return;
    started.current = true;
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    authorizationsApi
      .token(query)
      .then(async () => {
        await client.invalidateQueries({ queryKey: authKeys.all });
        await navigate(back, { replace: true });
      })
      .catch((failure: unknown) => {
        const message =
          failure instanceof ApiRequestError || failure instanceof Error ? failure.message : undefined;
        setError(errorText(message));
      });
  }, [client, navigate, back]);

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 3 }}>
      <Paper sx={{ p: 4, maxWidth: 520, width: '100%' }} data-testid="oauth2-callback">
        {error ? (
          <Stack spacing={2}>
            <Alert severity="error" data-testid="oauth2-error">
              {error}
            </Alert>
            {/* Spec: the stored last OAuth2 URL, or /dashboard when none is stored; both are offered. */}
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                color="secondary"
                component={RouterLink}
                to={back}
                data-testid="oauth2-back"
              >
                {t('authorizations.goBack')}
              </Button>
              {back !== DEFAULT_OAUTH2_RETURN_PATH && (
                <Button
                  variant="outlined"
                  color="secondary"
                  component={RouterLink}
                  to={DEFAULT_OAUTH2_RETURN_PATH}
                  data-testid="oauth2-dashboard"
                >
                  {t('system.errors.backToDashboard')}
                </Button>
              )}
            </Stack>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <CircularProgress color="secondary" aria-label={t('common.loading')} />
            <Typography variant="h6" component="h1">
              {t('authorizations.callbackTitle')}
            </Typography>
            <Typography color="text.secondary">{t('authorizations.callbackText')}</Typography>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
