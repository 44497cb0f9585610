import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAccent } from '../shell';
import type { DataColumn, DataTableProps, RowAttributes } from './DataTable';

/** A row's name in a list, a link to its own page (in the accent colour unless `plain`). */
export function NameLink({ to, plain, children }: { to: string; plain?: boolean; children: ReactNode }) {
  const accent = useAccent();
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      color={plain ? 'inherit' : accent}
      sx={{ fontWeight: 600 }}
    >
      {children}
    </Link>
  );
}

/** The last column of a list: the row's icon actions, at the end and on one line. */
export function actionsColumn<Row>(header: string, cell: (row: Row) => ReactNode): DataColumn<Row> {
  return { id: 'actions', header, align: 'right', sx: { whiteSpace: 'nowrap' }, cell };
}

/** A list of named items: each row is known by its id, named by its name, and marked `data-<kind>-row`. */
export function namedRows<Row extends { id: string; name: string }>(
  kind: string,
): Pick<DataTableProps<Row>, 'getRowId' | 'rowLabel' | 'rowAttributes'> {
  return {
    getRowId: (row) => row.id,
    rowLabel: (row) => row.name,
    rowAttributes: (row): RowAttributes => ({ [`data-${kind}-row`]: row.name }),
  };
}
