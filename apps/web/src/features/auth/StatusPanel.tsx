import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useAccent } from '../../shell';

type StatusPanelProps = {
  tone: 'success' | 'error';
  title: string;
  text: string;
  link?: { to: string; label: string };
};

/** The end state of a guest flow (ACCOUNT CREATED, SUCCESS, EMAIL SENT, PASSWORD RESET, or an error). */
export function StatusPanel({ tone, title, text, link }: StatusPanelProps) {
  const accent = useAccent();
  const Icon = tone === 'success' ? CheckCircleOutline : ErrorOutline;
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid={`status-${tone}`}>
      <Icon color={tone} sx={{ fontSize: 56 }} />
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      {link && (
        <Button component={Link} to={link.to} variant="outlined" color={accent}>
          {link.label}
        </Button>
      )}
    </Stack>
  );
}
