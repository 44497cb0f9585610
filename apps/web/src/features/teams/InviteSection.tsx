import { InviteRequest, type TeamDetail } from '@flowlane/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDateTime } from '../../shell';
import { ConfirmDialog, type DataColumn, DataTable, RowAction, WHOLE_LIST } from '../../ui';
import { useMemberActions } from './use-team-actions';

type InviteForm = z.input<typeof InviteRequest>;
type Invitation = TeamDetail['invitations'][number];

/** The invitations not yet accepted: who sent each and when it expires; resend or revoke one. */
function PendingInvitations({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const { resend, revoke } = useMemberActions(team.id);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  if (team.invitations.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('teams.noInvitations')}
      </Typography>
    );
  const columns: DataColumn<Invitation>[] = [
    { id: 'email', header: t('teams.email'), cell: (invitation) => <bdi>{invitation.email}</bdi> },
    {
      id: 'role',
      header: t('teams.memberRole'),
      priority: 'detail',
      cell: (invitation) => t(`teams.roles.${invitation.role}`),
    },
    {
      id: 'invitedBy',
      header: t('teams.invitedBy'),
      priority: 'detail',
      cellTestId: 'invited-by',
      cell: (invitation) => invitation.invitedBy ?? '—',
    },
    {
      id: 'expires',
      header: t('teams.expires'),
      priority: 'detail',
      cellTestId: 'invitation-expires',
      cell: (invitation) =>
        Date.parse(invitation.expiresAt) < Date.now() ? (
          <Chip size="small" color="warning" variant="outlined" label={t('teams.expired')} />
        ) : (
          <bdi>{formatTime(invitation.expiresAt)}</bdi>
        ),
    },
    {
      id: 'actions',
      header: t('teams.actions'),
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (invitation) => (
        <>
          <RowAction
            label={t('teams.resendTo', { email: invitation.email })}
            icon={<ReplayIcon fontSize="small" />}
            disabled={resend.isPending}
            onClick={() => resend.mutate(invitation)}
          />
          <RowAction
            label={t('teams.revokeFor', { email: invitation.email })}
            icon={<DeleteIcon fontSize="small" />}
            onClick={() => setRevoking(invitation)}
          />
        </>
      ),
    },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={team.invitations}
        total={team.invitations.length}
        getRowId={(invitation) => invitation.id}
        rowLabel={(invitation) => invitation.email}
        rowAttributes={(invitation) => ({ 'data-invitation': invitation.email })}
        {...WHOLE_LIST}
        testId="invitations"
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('teams.revokeTitle', { email: revoking?.email ?? '' })}
        text={t('teams.revokeText')}
        confirmLabel={t('teams.revoke')}
        cancelLabel={t('teams.cancel')}
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking, { onSettled: () => setRevoking(null) })}
      />
    </>
  );
}

/** Invite by e-mail (admins), and the invitations still waiting with their expiry. */
export function InviteSection({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
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
        <PendingInvitations team={team} />
      </Box>
    </Stack>
  );
}
