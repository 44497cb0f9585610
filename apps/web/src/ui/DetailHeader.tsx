import { Breadcrumbs, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../shell';

/**
 * The title band of a detail page (an authorization, an integration, a library template): the way back
 * to its list as a breadcrumb with the item's name, its icon and title, and its actions at the end.
 */
export function DetailHeader({
  back,
  crumb,
  icon,
  title,
  subtitle,
  actions,
}: {
  back: { to: string; label: string };
  /** The item's name in the breadcrumb (an ellipsis while it loads). */
  crumb: string;
  icon?: ReactNode;
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  return (
    <Stack spacing={1}>
      <Breadcrumbs>
        <Link component={RouterLink} to={back.to} underline="hover" color="inherit">
          {back.label}
        </Link>
        <Typography color="text.primary">{crumb}</Typography>
      </Breadcrumbs>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' } }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flex: 1, minWidth: 0 }}>
          {icon}
          <PageTitle title={title} subtitle={subtitle} />
        </Stack>
        {actions && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
