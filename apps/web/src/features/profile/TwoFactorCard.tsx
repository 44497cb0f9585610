import type { User } from '@flowlane/contracts';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useState } from 'react';
import { refreshSession } from '../../auth';
import { showMessage } from '../../shell/message/message-store';
import { failureText } from '../auth/server-errors';
import { profileApi } from './profile-api';
import { SectionCard } from './SectionCard';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';
import { PROFILE_TEXTS } from './texts';

type PendingSetup = { secret: string; qr: string };

async function startSetup(): Promise<PendingSetup> {
  const { secret, otpauthUrl } = await profileApi.setUpTwoFactor();
  return { secret, qr: await QRCode.toDataURL(otpauthUrl, { width: 200, margin: 1 }) };
}

function SetupPanel({ setup, onDone }: { setup: PendingSetup; onDone(): void }) {
  const enable = async (code: string) => {
    await profileApi.enableTwoFactor(code);
    showMessage(PROFILE_TEXTS.twoFactorEnabled, 'success');
    onDone();
    await refreshSession();
  };
  return (
    <TwoFactorCodeForm label={PROFILE_TEXTS.enable} submit={enable} onCancel={onDone}>
      <Typography color="text.secondary">{PROFILE_TEXTS.scanQr}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box
          component="img"
          src={setup.qr}
          alt="otpauth QR code"
          data-testid="twofa-qr"
          sx={{ width: 200, height: 200, bgcolor: '#fff', borderRadius: 1 }}
        />
        <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="twofa-secret">
          {PROFILE_TEXTS.secretKey}: {setup.secret}
        </Typography>
      </Box>
    </TwoFactorCodeForm>
  );
}

function DisablePanel() {
  const disable = async (code: string) => {
    await profileApi.disableTwoFactor(code);
    showMessage(PROFILE_TEXTS.twoFactorDisabled, 'success');
    await refreshSession();
  };
  return (
    <TwoFactorCodeForm label={PROFILE_TEXTS.disable} submit={disable}>
      <Alert severity="success">{PROFILE_TEXTS.twoFactorOn}</Alert>
    </TwoFactorCodeForm>
  );
}

/** Two-factor set-up: a QR code of the otpauth URL and a code to confirm; or a code to turn it off. */
export function TwoFactorCard({ user }: { user: User }) {
  const [setup, setSetup] = useState<PendingSetup | null>(null);
  const begin = useMutation({
    mutationFn: startSetup,
    onSuccess: setSetup,
    onError: (error) => showMessage(failureText(error), 'error'),
  });
  let body = (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{PROFILE_TEXTS.twoFactorOff}</Typography>
      <Button
        variant="contained"
        color="secondary"
        disabled={begin.isPending}
        startIcon={begin.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        onClick={() => begin.mutate()}
      >
        {PROFILE_TEXTS.setUp}
      </Button>
    </Stack>
  );
  if (user.data.authenticatorActive) body = <DisablePanel />;
  else if (setup) body = <SetupPanel setup={setup} onDone={() => setSetup(null)} />;
  return (
    <SectionCard title={PROFILE_TEXTS.twoFactor} testId="profile-twofa">
      {body}
    </SectionCard>
  );
}
