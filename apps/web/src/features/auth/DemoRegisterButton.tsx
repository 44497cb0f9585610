import HowToReg from '@mui/icons-material/HowToReg';
import { Fab } from '@mui/material';
import { isDemoUser, useSession } from '../../auth';
import { AUTH_TEXTS } from './texts';

/** The demo account's floating Register now button: /register in a new tab (spec section 1). */
export function DemoRegisterButton() {
  const { status, user } = useSession();
  if (status !== 'signedIn' || !isDemoUser(user?.data.email)) return null;
  return (
    <Fab
      variant="extended"
      color="secondary"
      href="/register"
      target="_blank"
      rel="noopener"
      sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.speedDial }}
    >
      <HowToReg sx={{ mr: 1 }} />
      {AUTH_TEXTS.registerNow}
    </Fab>
  );
}
