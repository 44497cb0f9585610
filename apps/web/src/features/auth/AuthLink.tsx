import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';
import { useAccent } from '../../shell';

/** An in-app link styled for the guest cards; underlined, as it sits in a sentence (WCAG 1.4.1). */
export function AuthLink({ to, children }: { to: string; children: string }) {
  const accent = useAccent();
  return (
    <MuiLink component={Link} to={to} color={accent} underline="always">
      {children}
    </MuiLink>
  );
}
