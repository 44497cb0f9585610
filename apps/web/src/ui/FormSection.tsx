import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled form with its submit button: the fields come as children. Enter submits. */
export function FormSection(props: {
  title: string;
  submitLabel: string;
  pending: boolean;
  submitTestId: string;
  onSubmit(): void;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      spacing={3}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <Typography variant="h6" component="h2">
        {props.title}
      </Typography>
      {props.children}
      <Box>
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          disabled={props.pending}
          data-testid={props.submitTestId}
        >
          {props.submitLabel}
        </Button>
      </Box>
    </Stack>
  );
}
