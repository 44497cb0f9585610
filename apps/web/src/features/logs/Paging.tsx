import { TablePagination } from '@mui/material';
import { Ltr } from './Ltr';

/** TablePagination whose English labels keep their order in a right-to-left layout. */
export function Paging({
  total,
  page,
  pageSize,
  pageSizes,
  onChange,
}: {
  total: number;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onChange(patch: { page: number; pageSize?: number }): void;
}) {
  const last = Math.max(0, Math.ceil(total / pageSize) - 1);
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page, last)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      labelRowsPerPage={<Ltr>Rows per page:</Ltr>}
      labelDisplayedRows={({ from, to, count }) => <Ltr>{`${from}–${to} of ${count}`}</Ltr>}
      onPageChange={(_event, next) => onChange({ page: next })}
      onRowsPerPageChange={(event) => onChange({ page: 0, pageSize: Number(event.target.value) })}
    />
  );
}
