import type { ThemeOptions } from '@mui/material/styles';
import { i18n } from './index';

/**
 * The words MUI's own components show (Autocomplete's open/clear buttons and "No options", the table
 * paginator's "Rows per page", ranges and page buttons) in the interface language, as theme defaults so
 * every page gets them.
 */
export function muiTexts(language: string): ThemeOptions['components'] {
  const t = i18n.getFixedT(language);
  return {
    MuiAutocomplete: {
      defaultProps: {
        openText: t('common.open'),
        closeText: t('common.close'),
        clearText: t('common.clear'),
        noOptionsText: t('common.noOptions'),
        loadingText: t('common.loading'),
      },
    },
    MuiTablePagination: {
      defaultProps: {
        labelRowsPerPage: t('common.rowsPerPage'),
        labelDisplayedRows: ({ from, to, count }) =>
          count === -1 ? t('common.rangeOfMore', { from, to }) : t('common.rangeOf', { from, to, count }),
        getItemAriaLabel: (type) =>
          type === 'first'
            ? t('common.firstPage')
            : type === 'last'
              ? t('common.lastPage')
              : type === 'next'
                ? t('common.nextPage')
                : t('common.previousPage'),
      },
    },
  };
}
