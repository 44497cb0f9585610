import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

/** One icon action of a table row, named by its tooltip and its accessible label. */
export function RowAction({
  label,
  icon,
  onClick,
  disabled = false,
}: {
  label: string;
  icon: ReactNode;
  onClick(): void;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={label}>
      {/* A disabled button fires no events: the span lets the tooltip still explain it. */}
      <span>
        <IconButton
          size="small"
          aria-label={label}
          disabled={disabled}
          onClick={(event) => {
            event.stopPropagation();
            onClick();
          }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
