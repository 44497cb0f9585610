import type { TeamDetail } from '@flowlane/contracts';
import {
  Button,
  MenuItem,
  Select,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth';
import { ConfirmDialog } from '../../ui';
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
  const isAdmin = team.role === 'admin';
  return (
    <>
      <TableContainer>
        <Table size="small" data-testid="members-table" sx={{ '& td, & th': { py: 1.25 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('teams.memberName')}</TableCell>
              <TableCell>{t('teams.email')}</TableCell>
              <TableCell>{t('teams.memberRole')}</TableCell>
              {isAdmin && <TableCell align="right">{t('teams.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {team.members.map((member) => {
              const self = member.userId === user?.id;
              return (
                <TableRow key={member.userId} data-member={member.email} hover>
                  <TableCell>
                    {member.displayName}{' '}
                    {self && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {t('teams.you')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <bdi>{member.email}</bdi>
                  </TableCell>
                  <TableCell data-testid="member-role">
                    {isAdmin ? (
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
                    )}
                  </TableCell>
                  {isAdmin && (
                    <TableCell align="right">
                      {!self && (
                        <Button size="small" color="error" onClick={() => setRemoving(member)}>
                          {t('teams.remove')}
                        </Button>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
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
