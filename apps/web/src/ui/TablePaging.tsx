import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../i18n/format';
import { lastPage } from './table-state';

// Isolates keep "11–20" reading left to right inside a right-to-left sentence.
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * The paging bar under a list: page, page size, translated labels; a page past the end shows the last.
 * A `totalCapped` list (its count stopped at `total`) reads "of 10,000+" and keeps paging on.
 */
export function TablePaging({
  total,
  totalCapped = false,
  page,
  pageSize,
  pageSizes,
  onChange,
}: {
  total: number;
  totalCapped?: boolean;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** `from`: the page the bar showed when asked to move (a page past the end shows the last). */
  onChange(patch: { page: number; pageSize?: number }, from: number): void;
}) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const cappedCount = totalCapped ? t('ui.countCapped', { count: format.number(total) }) : undefined;
  const shown = totalCapped ? page : Math.min(page, lastPage(total, pageSize));
  return (
    <TablePagination
      component="div"
      // -1: MUI's "count unknown", so the next page stays reachable past the cap.
      count={totalCapped ? -1 : total}
      page={shown}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      labelRowsPerPage={t('common.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t('common.rangeOf', { from: `${LRI}${from}`, to: `${to}${PDI}`, count: cappedCount ?? count })
      }
      getItemAriaLabel={(type) => t(`ui.${type}Page`)}
      onPageChange={(_event, next) => onChange({ page: next }, shown)}
      onRowsPerPageChange={(event) => onChange({ page: 0, pageSize: Number(event.target.value) }, shown)}
    />
  );
}
