import type { TeamDetail } from '@flowlane/contracts';
import { Button, MenuItem, Select, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth';
import { ConfirmDialog, type DataColumn, DataTable, WHOLE_LIST } from '../../ui';
import { managesTeam } from './team-access';
import type { TeamRoleName } from './teams-api';
import { useMemberActions } from './use-team-actions';

type Member = TeamDetail['members'][number];
const ROLES: TeamRoleName[] = ['admin', 'member'];

/** The team's members with their roles; an admin changes roles and removes others. */
export function MembersTable({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const actions = useMemberActions(team.id);
  const [removing, setRemoving] = useState<Member | null>(null);
  const manages = managesTeam(team);
  const columns: DataColumn<Member>[] = [
    {
      id: 'name',
      header: t('teams.memberName'),
      cell: (member) => (
        <>
          {member.displayName}{' '}
          {member.userId === user?.id && (
            <Typography component="span" variant="body2" color="text.secondary">
              {t('teams.you')}
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'email',
      header: t('teams.email'),
      priority: 'detail',
      cell: (member) => <bdi>{member.email}</bdi>,
    },
    {
      id: 'role',
      header: t('teams.memberRole'),
      priority: 'detail',
      cellTestId: 'member-role',
      cell: (member) =>
        manages ? (
          <Select
            size="small"
            value={member.role}
            disabled={actions.setRole.isPending}
            inputProps={{ 'aria-label': t('teams.roleOf', { name: member.displayName }) }}
            onChange={(event) => {
              const role = ROLES.find((r) => r === event.target.value);
              if (role && role !== member.role)
                actions.setRole.mutate({ userId: member.userId, name: member.displayName, role });
            }}
            sx={{ minWidth: 130 }}
          >
            {ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {t(`teams.roles.${role}`)}
              </MenuItem>
            ))}
          </Select>
        ) : (
          t(`teams.roles.${member.role}`)
        ),
    },
  ];
  if (manages)
    columns.push({
      id: 'actions',
      header: t('teams.actions'),
      align: 'right',
      cell: (member) =>
        member.userId !== user?.id && (
          <Button size="small" color="error" onClick={() => setRemoving(member)}>
            {t('teams.remove')}
          </Button>
        ),
    });
  return (
    <>
      <DataTable
        columns={columns}
        rows={team.members}
        total={team.members.length}
        getRowId={(member) => member.userId}
        rowLabel={(member) => member.displayName}
        rowAttributes={(member) => ({ 'data-member': member.email })}
        {...WHOLE_LIST}
        testId="members-table"
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('teams.removeTitle', { name: removing?.displayName ?? '' })}
        text={t('teams.removeText')}
        confirmLabel={t('teams.remove')}
        cancelLabel={t('teams.cancel')}
        pending={actions.removeMember.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          actions.removeMember.mutate(
            { userId: removing.userId, name: removing.displayName },
            { onSettled: () => setRemoving(null) },
          )
        }
      />
    </>
  );
}
