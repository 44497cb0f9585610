import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Duplicate, export and delete, behind a "more" button. */
export function WorkflowActionsMenu({
  title,
  canEdit,
  onDuplicate,
  onExport,
  onDelete,
}: {
  title: string;
  canEdit: boolean;
  onDuplicate(): void;
  onExport(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('workflows.more', { title })}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {canEdit && (
          <MenuItem onClick={choose(onDuplicate)}>
            <ListItemIcon>
              <ContentCopyIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('workflows.duplicate')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem onClick={choose(onExport)}>
          <ListItemIcon>
            <FileDownloadIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('workflows.exportJson')}</ListItemText>
        </MenuItem>
        {canEdit && (
          <MenuItem onClick={choose(onDelete)} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('workflows.delete')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
