// The shared UI kit: page frame, query states, the data table with its URL-kept state, filters and
// paging, dialogs and form sections. Every list page builds on these; see apps/web/README.md.

export { AsideLayout } from './AsideLayout';
export { AuthorizationStatus } from './AuthorizationStatus';
export { ApiKeysSection } from './api-keys/ApiKeysSection';
export { BackLink } from './BackLink';
export { ConfirmDialog } from './ConfirmDialog';
export {
  type DataColumn,
  DataTable,
  type DataTableProps,
  type InlineEditing,
  type RowAttributes,
} from './DataTable';
export { DeleteDialog, type DeleteTexts } from './DeleteDialog';
export { DetailHeader } from './DetailHeader';
export { AboutAside, DeleteButton, DetailPage, Fact, TemplateFormSection } from './DetailPage';
export { FormSection } from './FormSection';
export { ListFilters, PROJECT_LIST_PAGE_SIZES, ProjectListParams } from './ListFilters';
export { type CreateAction, ListPage, type ListPageProps, NewButton } from './ListPage';
export { Ltr } from './Ltr';
export { actionsColumn, NameLink, namedRows } from './list-cells';
export {
  type ListParam,
  type ListParamsOf,
  type ListSchema,
  listParam,
  readListParams,
  tableParams,
  useListParams,
  writeListParams,
} from './list-params';
export { mirrorInRtl } from './mirror';
export { PageFrame } from './PageFrame';
export { ProjectListPage } from './ProjectListPage';
export { EmptyState, Loading, QueryView } from './QueryView';
export { RowAction } from './RowAction';
export { SearchField } from './SearchField';
export { SelectField, type SelectOption, withUnknown } from './SelectField';
export { SelectFilter } from './SelectFilter';
export { SubscriptionStatusChip } from './SubscriptionStatusChip';
export { type FilterableColumn, TableFilters } from './TableFilters';
export { TablePaging } from './TablePaging';
export {
  type ColumnFilter,
  decodeFilter,
  encodeFilter,
  FILTER_JOINS,
  FILTER_OPERATORS,
  type FilterJoin,
  type FilterOperator,
  intParam,
  lastPage,
  matchesFilter,
  matchesFilters,
  nextSort,
  pageOf,
  type SortState,
  type TableDefaults,
  type TableState,
  viewOf,
} from './table-state';
export { useClampPage } from './use-clamp-page';
export { useFieldErrors } from './use-field-errors';
export { type InlineEdit, useInlineEdit } from './use-inline-edit';
export { urlUpdater, useUrlParams } from './use-url-params';
export { WHOLE_LIST } from './whole-list';
