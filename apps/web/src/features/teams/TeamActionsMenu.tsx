import type { TeamRef } from '@flowlane/contracts';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { managesTeam } from './team-access';

export type TeamAction = 'rename' | 'delete' | 'leave';

/** Open, and for admins rename and delete; leave for everyone. */
export function TeamActionsMenu({ team, onAction }: { team: TeamRef; onAction(action: TeamAction): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: TeamAction) => {
    setAnchor(null);
    onAction(action);
  };
  return (
    <>
      <IconButton
        aria-label={t('teams.more', { name: team.name })}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void navigate(`/teams/${team.id}`)}>
          <ListItemText>{t('teams.open')}</ListItemText>
        </MenuItem>
        {managesTeam(team) && (
          <MenuItem onClick={() => choose('rename')}>
            <ListItemText>{t('teams.rename')}</ListItemText>
          </MenuItem>
        )}
        {managesTeam(team) && (
          <MenuItem onClick={() => choose('delete')}>
            <ListItemText>{t('teams.delete')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem onClick={() => choose('leave')}>
          <ListItemText>{t('teams.leave')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
