import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { lastPage } from './table-state';

// Isolates keep "11–20" reading left to right inside a right-to-left sentence.
const LRI = '\u2066';
const PDI = '\u2069';

/** The paging bar under a list: page, page size, translated labels; a page past the end shows the last. */
export function TablePaging({
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
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page, lastPage(total, pageSize))}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      labelRowsPerPage={t('common.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t('common.rangeOf', { from: `${LRI}${from}`, to: `${to}${PDI}`, count })
      }
      getItemAriaLabel={(type) => t(`ui.${type}Page`)}
      onPageChange={(_event, next) => onChange({ page: next })}
      onRowsPerPageChange={(event) => onChange({ page: 0, pageSize: Number(event.target.value) })}
    />
  );
}
