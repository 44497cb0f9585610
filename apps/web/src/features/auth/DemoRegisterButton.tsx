import HowToReg from '@mui/icons-material/HowToReg';
import { Fab } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isDemoUser, useSession } from '../../auth';
import { RIGHT_INSET_VAR } from '../../shell';

/** The demo account's floating Register now button: /register in a new tab (spec section 1). */
export function DemoRegisterButton() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  if (status !== 'signedIn' || !isDemoUser(user?.data.email)) return null;
  return (
    <Fab
      variant="extended"
      color="secondary"
      href="/register"
      target="_blank"
      rel="noopener"
      sx={{
        position: 'fixed',
        // A page with a panel along the window's right edge (the designer's step panel) sets its width.
        right: `calc(24px + var(${RIGHT_INSET_VAR}, 0px))`,
        bottom: 24,
        zIndex: (theme) => theme.zIndex.speedDial,
      }}
    >
      <HowToReg sx={{ mr: 1 }} />
      {t('auth.registerNow')}
    </Fab>
  );
}
