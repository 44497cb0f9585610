import type { RowData } from '@tanstack/react-table';
import type { DataTableProps } from './DataTable';
import { ListFilters, PROJECT_LIST_PAGE_SIZES, type ProjectListParams } from './ListFilters';
import { ListPage, type ListPageProps } from './ListPage';
import { EmptyState } from './QueryView';

/**
 * A list searched and filtered by project and paged, its state in the URL (`ProjectListParams`): a
 * ListPage with its filters, its two empty texts (nothing yet, nothing matches) and its paging filled in.
 * `testId` names the parts: `<testId>-search`, `<testId>-project-filter`, `<testId>-empty`, `<testId>-table`.
 */
export function ProjectListPage<Data, Row extends RowData>({
  params,
  onParamsChange,
  searchLabel,
  testId,
  noMatch,
  emptyText,
  table,
  ...page
}: Omit<ListPageProps<Data, Row>, 'toolbar' | 'empty' | 'table'> & {
  params: ProjectListParams;
  onParamsChange(patch: Partial<ProjectListParams>): void;
  searchLabel: string;
  testId: string;
  noMatch: string;
  emptyText: string;
  table(
    data: Data,
  ): Omit<DataTableProps<Row>, 'columns' | 'state' | 'onStateChange' | 'pageSizes' | 'testId'>;
}) {
  return (
    <ListPage
      {...page}
      toolbar={
        <ListFilters params={params} onChange={onParamsChange} searchLabel={searchLabel} testId={testId} />
      }
      empty={
        <EmptyState testId={`${testId}-empty`}>
          {params.search || params.projectId ? noMatch : emptyText}
        </EmptyState>
      }
      table={(data) => ({
        ...table(data),
        state: { sort: null, page: params.page, pageSize: params.pageSize },
        onStateChange: onParamsChange,
        pageSizes: PROJECT_LIST_PAGE_SIZES,
        testId: `${testId}-table`,
      })}
    />
  );
}
