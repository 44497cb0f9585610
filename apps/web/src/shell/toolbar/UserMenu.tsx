import { Role, SubscriptionStatus } from '@flowlane/contracts';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Avatar,
  Box,
  Button,
  Chip,
  Divider,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { Suspense, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../session';
import { useUserMenuPlan } from './user-menu-slot';

/**
 * The user's name, e-mail, role, plan and its status. My Account and Logout for a user with a role,
 * otherwise Login and Register.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, roles } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const planSlot = useUserMenuPlan();
  // The app's plan part may still be loading its code when the menu first opens, and it is taller than
  // the plan and status shown meanwhile. The items wait for it: shown earlier, they would move down under
  // a pointer on its way to them, and the click would land on the plan.
  const [planShown, setPlanShown] = useState(false);
  const itemsWait = Boolean(user) && planSlot !== null && !planShown;
  const close = () => setAnchor(null);
  const name = user?.data.displayName ?? t('user.guest');
  const role = Role.safeParse(roles[0]);
  const roleLabel = role.success ? t(`user.roles.${role.data}`) : t('user.guest');
  const subscription = user?.subscription ?? null;
  const status = SubscriptionStatus.safeParse(subscription?.status);

  const planAndStatus = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2">{subscription?.plan.name ?? t('user.noPlan')}</Typography>
      {status.success && <Chip size="small" label={t(`user.status.${status.data}`)} />}
    </Box>
  );

  const links =
    roles.length > 0
      ? [
          { to: '/pages/profile', label: t('user.myAccount'), icon: <AccountCircleIcon fontSize="small" /> },
          { to: '/logout', label: t('user.logout'), icon: <LogoutIcon fontSize="small" /> },
        ]
      : [
          { to: '/login', label: t('user.login'), icon: <LoginIcon fontSize="small" /> },
          { to: '/register', label: t('user.register'), icon: <PersonAddIcon fontSize="small" /> },
        ];

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('user.menuNamed', { name, role: roleLabel })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="user-menu"
        sx={{ textTransform: 'none', gap: 1, px: 1 }}
      >
        <Box sx={{ display: { xs: 'none', md: 'flex' }, flexDirection: 'column', alignItems: 'flex-end' }}>
          <Typography component="span" sx={{ fontWeight: 600, fontSize: 13, lineHeight: 1.3 }}>
            {name}
          </Typography>
          {/* A space between the two lines, so the visible text reads "name role" (as the button's name does). */}{' '}
          <Typography component="span" sx={{ fontSize: 11, color: 'text.secondary', lineHeight: 1.3 }}>
            {roleLabel}
          </Typography>
        </Box>
        <Avatar src={user?.data.photoURL ?? undefined} alt="" aria-hidden sx={{ width: 34, height: 34 }}>
          {Array.from(name)[0]?.toUpperCase()}
        </Avatar>
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }} data-testid="user-summary">
          <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
          {user && (
            <Typography variant="body2" color="text.secondary">
              {user.data.email}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" data-testid="user-role">
            {roleLabel}
          </Typography>
          {user && (
            <Box sx={{ mt: 1 }} data-testid="user-plan">
              {/* The app's plan part may still be loading its code: the plan and status show meanwhile. */}
              <Suspense fallback={planAndStatus}>
                {planSlot ?? planAndStatus}
                <OnShown setShown={setPlanShown} />
              </Suspense>
            </Box>
          )}
        </Box>
        {!itemsWait && <Divider />}
        {!itemsWait &&
          links.map((link) => (
            <MenuItem key={link.to} component={Link} to={link.to} onClick={close}>
              <ListItemIcon>{link.icon}</ListItemIcon>
              <ListItemText>{link.label}</ListItemText>
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}

/** Sets `shown` when its Suspense boundary shows its content, before that frame is painted. */
function OnShown({ setShown }: { setShown: (shown: boolean) => void }) {
  useLayoutEffect(() => setShown(true), [setShown]);
  return null;
}
