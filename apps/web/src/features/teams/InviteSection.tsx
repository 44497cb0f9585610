import { InviteRequest, type TeamDetail } from '@flowlane/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import SendIcon from '@mui/icons-material/Send';
import {
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDateTime } from '../logs';
import { useMemberActions } from './use-team-actions';

type InviteForm = z.input<typeof InviteRequest>;

/** Invite by e-mail (admins), and the invitations still waiting with their expiry. */
export function InviteSection({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const { invite } = useMemberActions(team.id);
  const { control, handleSubmit, formState, reset } = useForm<InviteForm>({
    mode: 'onChange',
    resolver: zodResolver(InviteRequest),
    defaultValues: { email: '', role: 'member' },
  });
  const submit = handleSubmit(async ({ email, role }) => {
    try {
      await invite.mutateAsync({ email: email.trim(), role: role ?? 'member' });
      reset({ email: '', role: 'member' });
    } catch {
      // announced by the mutation
    }
  });
  return (
    <Stack spacing={2} data-testid="invite-section">
      <Box>
        <Typography variant="h6" component="h2">
          {t('teams.inviteTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('teams.inviteHint')}
        </Typography>
      </Box>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}
      >
        <Controller
          control={control}
          name="email"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              type="email"
              label={t('teams.email')}
              size="small"
              error={Boolean(fieldState.error && field.value)}
              helperText={field.value ? fieldState.error?.message : undefined}
              sx={{ flex: 1, maxWidth: { sm: 360 } }}
            />
          )}
        />
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <TextField {...field} select label={t('teams.memberRole')} size="small" sx={{ minWidth: 140 }}>
              <MenuItem value="member">{t('teams.roles.member')}</MenuItem>
              <MenuItem value="admin">{t('teams.roles.admin')}</MenuItem>
            </TextField>
          )}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          startIcon={<SendIcon />}
          disabled={!formState.isValid || formState.isSubmitting}
        >
          {t('teams.invite')}
        </Button>
      </Stack>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('teams.invitations')}
        </Typography>
        {team.invitations.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('teams.noInvitations')}
          </Typography>
        ) : (
          <List dense data-testid="invitations">
            {team.invitations.map((invitation) => (
              <ListItem key={invitation.id} disableGutters data-invitation={invitation.email}>
                <ListItemText
                  primary={<bdi>{invitation.email}</bdi>}
                  secondary={
                    <>
                      {t(`teams.roles.${invitation.role}`)} · {t('teams.expires')}{' '}
                      <bdi>{formatTime(invitation.expiresAt)}</bdi>
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
}
