import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageSimple } from '../shell';
import { AsideLayout } from './AsideLayout';
import { FormSection } from './FormSection';
import { QueryView } from './QueryView';

type Query<T> = { data: T | undefined; error: unknown };

/**
 * A detail page (an item, or a library template): its header, the loading states of what it shows, then
 * the facts at the side of the main card (see AsideLayout), more below them, and the page's dialogs.
 */
export function DetailPage<Data>({
  header,
  query,
  failed,
  notFound,
  asideWidth,
  aside,
  children,
  below,
  dialogs,
}: {
  header: ReactNode;
  query: Query<Data>;
  failed: string;
  notFound: string;
  asideWidth: number;
  aside(data: Data): ReactNode;
  children(data: Data): ReactNode;
  below?(data: Data): ReactNode;
  dialogs?: ReactNode;
}) {
  return (
    <PageSimple header={header}>
      <QueryView query={query} failed={failed} notFound={notFound}>
        {(data) => {
          const cards = (
            <AsideLayout asideWidth={asideWidth} aside={aside(data)}>
              {children(data)}
            </AsideLayout>
          );
          return below ? (
            <Stack spacing={3}>
              {cards}
              {below(data)}
            </Stack>
          ) : (
            cards
          );
        }}
      </QueryView>
      {dialogs}
    </PageSimple>
  );
}

/** The edit form of an item made from a template, once its template has loaded. */
export function TemplateFormSection<Template>({
  template,
  failed,
  notFound,
  form,
  children,
}: {
  template: Query<Template>;
  failed: string;
  notFound: string;
  form: { title: string; submitLabel: string; pending: boolean; submitTestId: string; onSubmit(): void };
  children(template: Template): ReactNode;
}) {
  return (
    <QueryView query={template} failed={failed} notFound={notFound}>
      {(data) => <FormSection {...form}>{children(data)}</FormSection>}
    </QueryView>
  );
}

/** The side card of a library template: "About", what it does, then more about it. */
export function AboutAside({
  title,
  description,
  testId,
  children,
}: {
  title: string;
  description: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography data-testid={testId}>{description}</Typography>
      {children}
    </Stack>
  );
}

/** One fact of an item at the side of its page: a caption above its value. */
export function Fact({
  label,
  children,
  testId,
  breakAll,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  /** Break anywhere (a URL, an address), not only between words. */
  breakAll?: boolean;
}) {
  return (
    <Box data-testid={testId}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: breakAll ? 'break-all' : 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The delete button of a detail page's header (it opens the page's delete question). */
export function DeleteButton({
  onClick,
  testId,
  children,
}: {
  onClick(): void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="outlined"
      color="error"
      startIcon={<DeleteIcon />}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
