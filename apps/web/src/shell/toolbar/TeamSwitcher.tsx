import CheckIcon from '@mui/icons-material/Check';
import GroupsIcon from '@mui/icons-material/Groups';
import SettingsIcon from '@mui/icons-material/Settings';
import { Button, Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showMessage } from '../message/message-store';
import { useSession } from '../session';
import { switchTeam, useTeams } from './team-api';

/** Lists the user's teams; choosing another makes it the default and reloads at /dashboard. */
export function TeamSwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const teams = useTeams(user !== null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [switching, setSwitching] = useState(false);
  if (!user) return null;
  const list = teams.data ?? user.data.teams;
  const current = list.find((team) => team.id === user.data.defaultTeam);

  const choose = async (teamId: string) => {
    setAnchor(null);
    if (teamId === user.data.defaultTeam) return;
    setSwitching(true);
    try {
      await switchTeam(teamId);
      // A full reload: every cached query and the session belong to the old team.
      window.location.assign('/dashboard');
    } catch {
      setSwitching(false);
      showMessage(t('team.failed'), 'error');
    }
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<GroupsIcon />}
        aria-label={t('team.switchNamed', { name: current?.name ?? t('team.none') })}
        aria-haspopup="menu"
        disabled={switching}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="team-switcher"
        sx={{ textTransform: 'none', maxWidth: 200, display: { xs: 'none', sm: 'inline-flex' } }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {current?.name ?? t('team.none')}
        </span>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <ListSubheader>{t('team.menu')}</ListSubheader>
        {list.map((team) => (
          <MenuItem
            key={team.id}
            selected={team.id === user.data.defaultTeam}
            onClick={() => void choose(team.id)}
            data-team-id={team.id}
          >
            <ListItemIcon>{team.id === user.data.defaultTeam && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{team.name}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate('/teams');
          }}
        >
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('team.manage')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
