import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, IconButton, TableCell, TableRow } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from './DataTable';
import { EditableCell } from './EditableCell';

// Read by screen readers, not shown: the toggle column's header. Lengths as strings: in `sx` a bare 1
// means 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The header of the details column: a name for screen readers (an empty header is an axe finding). */
export function DetailsHeader() {
  const { t } = useTranslation();
  return (
    <TableCell padding="checkbox">
      <Box component="span" sx={visuallyHidden}>
        {t('ui.details')}
      </Box>
    </TableCell>
  );
}

/** A row's details toggle: a disclosure button (aria-expanded) for the row's hidden columns. */
export function DetailsToggle({
  open,
  onToggle,
  controls,
  name,
}: {
  open: boolean;
  onToggle(): void;
  /** The id of the details row it opens. */
  controls: string;
  /** The row's name, for the button's accessible name. */
  name?: string;
}) {
  const { t } = useTranslation();
  const label = name ? t('ui.showDetailsOf', { name }) : t('ui.showDetails');
  return (
    <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
      <IconButton
        size="small"
        aria-expanded={open}
        aria-controls={open ? controls : undefined}
        aria-label={label}
        onClick={onToggle}
        data-testid="row-expand"
      >
        <ExpandMoreIcon
          fontSize="small"
          sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
        />
      </IconButton>
    </TableCell>
  );
}

/** The hidden columns of one row as "label: value" lines, in a row of its own under it. */
export function DetailsRow<Row>({
  id,
  row,
  columns,
  span,
}: {
  id: string;
  row: Row;
  columns: DataColumn<Row>[];
  span: number;
}) {
  return (
    <TableRow data-testid="row-details">
      <TableCell colSpan={span} id={id} sx={{ pt: 0 }}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 0.75,
            alignItems: 'center',
            m: 0,
            paddingInlineStart: 5,
          }}
        >
          {columns.map((column) => (
            <Fragment key={column.id}>
              <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
                {column.header}
              </Box>
              {column.edit ? (
                <EditableCell column={column} edit={column.edit} row={row} inDetails />
              ) : (
                <Box
                  component="dd"
                  sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', typography: 'body2' }}
                  data-column={column.id}
                  data-testid={column.cellTestId}
                  {...column.cellAttributes?.(row)}
                >
                  {column.cell(row)}
                </Box>
              )}
            </Fragment>
          ))}
        </Box>
      </TableCell>
    </TableRow>
  );
}
