import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataTable, type DataTableProps } from './DataTable';
import { PageFrame } from './PageFrame';
import { QueryView } from './QueryView';

/** What a list page's "New …" button does: open a route, or an action on the page (a dialog). */
export type CreateAction = { label: string; testId: string } & ({ to: string } | { onClick(): void });

/** The "New …" button at the end of a list page's title band. */
export function NewButton(props: CreateAction) {
  const target = 'to' in props ? { component: RouterLink, to: props.to } : { onClick: props.onClick };
  return (
    <Button
      variant="contained"
      color="secondary"
      startIcon={<AddIcon />}
      data-testid={props.testId}
      {...target}
    >
      {props.label}
    </Button>
  );
}

/**
 * A list page: the title band with its "New …" button, the filters above, the query's loading, failure
 * and empty states, and the table once the list is there. `table` makes the rest of the table of a loaded list (a
 * server's page, or a page of a whole list); `children` are the page's dialogs.
 */
export type ListPageProps<Data, Row extends RowData> = {
  title: string;
  subtitle?: string;
  create?: CreateAction;
  /** More buttons beside "New …" (import, export). */
  actions?: ReactNode;
  toolbar?: ReactNode;
  /** Content above the list (a drop zone, uploads in progress). */
  before?: ReactNode;
  query: { data: Data | undefined; error: unknown };
  failed: string;
  isEmpty?(data: Data): boolean;
  empty?: ReactNode;
  columns: DataColumn<Row>[];
  table(data: Data): Omit<DataTableProps<Row>, 'columns'>;
  children?: ReactNode;
};

export function ListPage<Data, Row extends RowData>({
  title,
  subtitle,
  create,
  actions,
  toolbar,
  before,
  query,
  failed,
  isEmpty,
  empty,
  columns,
  table,
  children,
}: ListPageProps<Data, Row>) {
  return (
    <PageFrame
      title={title}
      subtitle={subtitle}
      actions={
        create || actions ? (
          <>
            {actions}
            {create && <NewButton {...create} />}
          </>
        ) : undefined
      }
      toolbar={toolbar}
    >
      {before}
      <QueryView query={query} failed={failed} isEmpty={isEmpty} empty={empty}>
        {(data) => <DataTable columns={columns} {...table(data)} />}
      </QueryView>
      {children}
    </PageFrame>
  );
}
