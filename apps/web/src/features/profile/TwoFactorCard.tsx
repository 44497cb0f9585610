import type { User } from '@flowlane/contracts';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/server-errors';
import { refreshSession } from '../../auth';
import { showMessage } from '../../shell/message/message-store';
import { profileApi } from './profile-api';
import { SectionCard } from './SectionCard';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';

type PendingSetup = { secret: string; qr: string };

async function startSetup(): Promise<PendingSetup> {
  const { secret, otpauthUrl } = await profileApi.setUpTwoFactor();
  return { secret, qr: await QRCode.toDataURL(otpauthUrl, { width: 200, margin: 1 }) };
}

function SetupPanel({ setup, onDone }: { setup: PendingSetup; onDone(): void }) {
  const { t } = useTranslation();
  const enable = async (code: string) => {
    await profileApi.enableTwoFactor(code);
    showMessage(t('profile.twoFactorEnabled'), 'success');
    onDone();
    await refreshSession();
  };
  return (
    <TwoFactorCodeForm label={t('profile.enable')} submit={enable} onCancel={onDone}>
      <Typography color="text.secondary">{t('profile.scanQr')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box
          component="img"
          src={setup.qr}
          alt={t('profile.qrCode')}
          data-testid="twofa-qr"
          sx={{ width: 200, height: 200, bgcolor: '#fff', borderRadius: 1 }}
        />
        <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="twofa-secret">
          {t('profile.secretKey')}: {setup.secret}
        </Typography>
      </Box>
    </TwoFactorCodeForm>
  );
}

function DisablePanel() {
  const { t } = useTranslation();
  const disable = async (code: string) => {
    await profileApi.disableTwoFactor(code);
    showMessage(t('profile.twoFactorDisabled'), 'success');
    await refreshSession();
  };
  return (
    <TwoFactorCodeForm label={t('profile.disable')} submit={disable}>
      <Alert severity="success">{t('profile.twoFactorOn')}</Alert>
    </TwoFactorCodeForm>
  );
}

/** Two-factor set-up: a QR code of the otpauth URL and a code to confirm; or a code to turn it off. */
export function TwoFactorCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<PendingSetup | null>(null);
  const begin = useMutation({
    mutationFn: startSetup,
    onSuccess: setSetup,
    onError: (error) => showMessage(failureText(error), 'error'),
  });
  let body = (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{t('profile.twoFactorOff')}</Typography>
      <Button
        variant="contained"
        color="secondary"
        disabled={begin.isPending}
        startIcon={begin.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        onClick={() => begin.mutate()}
      >
        {t('profile.setUp')}
      </Button>
    </Stack>
  );
  if (user.data.authenticatorActive) body = <DisablePanel />;
  else if (setup) body = <SetupPanel setup={setup} onDone={() => setSetup(null)} />;
  return (
    <SectionCard title={t('profile.twoFactor')} testId="profile-twofa">
      {body}
    </SectionCard>
  );
}
