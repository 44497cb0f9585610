import { Avatar, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Ltr } from '../../ui';

type Tone = 'secondary' | 'success' | 'error' | 'info' | 'warning';

/** A figure with its label, an icon and an optional line under it. */
export function StatCard({
  label,
  value,
  caption,
  icon,
  tone = 'secondary',
  testId,
}: {
  label: string;
  value: ReactNode;
  caption?: ReactNode;
  icon: ReactNode;
  tone?: Tone;
  testId: string;
}) {
  return (
    <Card data-testid={testId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 2 }}>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
              {label}
            </Typography>
            <Typography
              variant="h4"
              component="p"
              data-testid={`${testId}-value`}
              sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
            >
              <Ltr>{value}</Ltr>
            </Typography>
            {caption && (
              <Typography variant="caption" color="text.secondary" component="div">
                {caption}
              </Typography>
            )}
          </Stack>
          <Avatar
            variant="rounded"
            sx={{ bgcolor: `${tone}.main`, color: `${tone}.contrastText`, width: 40, height: 40 }}
          >
            {icon}
          </Avatar>
        </Stack>
      </CardContent>
    </Card>
  );
}
