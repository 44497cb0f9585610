import { Health } from '@flowlane/contracts';
import { Box, Chip, Container, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';

export function WelcomePage() {
  const health = useQuery({
    queryKey: ['health'],
    queryFn: async () => Health.parse(await apiFetch('/api/health')),
  });
  return (
    <Container maxWidth="sm" sx={{ py: 10 }}>
      <Paper sx={{ p: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Flowlane
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          Intelligent business process automation and integration solutions.
        </Typography>
        <Box sx={{ mt: 3 }}>
          {health.data ? (
            <Stack direction="row" spacing={1} data-testid="health">
              <Chip
                label={`status: ${health.data.status}`}
                color={health.data.status === 'ok' ? 'success' : 'warning'}
              />
              <Chip label={`database: ${health.data.database.mode}`} />
              <Chip label={`queue: ${health.data.queue.mode}`} />
              <Chip label={`mail: ${health.data.mail.mode}`} />
            </Stack>
          ) : (
            <Typography>
              {health.isError ? 'The server is not answering.' : 'Checking the server…'}
            </Typography>
          )}
        </Box>
      </Paper>
    </Container>
  );
}
