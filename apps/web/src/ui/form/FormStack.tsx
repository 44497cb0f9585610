import { Box, Stack } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';

/** A form whose fields and buttons stand one under the other (the sign-in screens, the profile's cards). */
export function FormStack({
  onSubmit,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}
