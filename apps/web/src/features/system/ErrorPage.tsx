import { Button, Container, Typography } from '@mui/material';
import { Link } from 'react-router';

export function ErrorPage({ code, text }: { code: 404 | 500; text: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" sx={{ fontWeight: 800 }}>
        {code}
      </Typography>
      <Typography variant="h5" color="text.secondary" sx={{ mb: 4 }}>
        {text}
      </Typography>
      <Button component={Link} to="/" variant="contained" color="secondary">
        Go back to the dashboard
      </Button>
    </Container>
  );
}
