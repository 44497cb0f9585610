import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';
import { useAccent } from './accent';

/** An in-app link styled for the guest cards. */
export function AuthLink({ to, children }: { to: string; children: string }) {
  const accent = useAccent();
  return (
    <MuiLink component={Link} to={to} color={accent} underline="hover">
      {children}
    </MuiLink>
  );
}
