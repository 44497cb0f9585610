import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { PageCarded, PageTitle } from '../shell';

/**
 * A list or detail page: the carded template with a title band (breadcrumbs above the title, actions
 * at the end), an optional toolbar (search, filters) over the content.
 */
export function PageFrame({
  title,
  subtitle,
  above,
  badges,
  actions,
  toolbar,
  children,
}: {
  title: string;
  subtitle?: string;
  above?: ReactNode;
  /** Chips beside the title (a role, "current"). */
  badges?: ReactNode;
  actions?: ReactNode;
  toolbar?: ReactNode;
  children: ReactNode;
}) {
  const header = (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {above}
        {badges ? (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Box sx={{ minWidth: 0 }}>
              <PageTitle title={title} subtitle={subtitle} />
            </Box>
            {badges}
          </Stack>
        ) : (
          <PageTitle title={title} subtitle={subtitle} />
        )}
      </Box>
      {actions && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
  return (
    <PageCarded
      header={header}
      contentToolbar={
        toolbar && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flex: 1, flexWrap: 'wrap', py: 1.5 }}>
            {toolbar}
          </Stack>
        )
      }
    >
      {children}
    </PageCarded>
  );
}
