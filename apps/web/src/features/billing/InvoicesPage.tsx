import { INVOICE_PAGE_SIZE, type Invoice, InvoiceSort, type InvoiceStatus } from '@flowlane/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Alert, Button, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { showMessage, useDateTime } from '../../shell';
import { type DataColumn, EmptyState, ListPage, Ltr, RowAction, tableParams, useListParams } from '../../ui';
import { billingApi, useInvoices, useSubscriptionState } from './billing-api';
import { amountInText, formatCents } from './money';
import { settlePayment } from './payment-flow';
import { refreshUntil } from './refresh-user';
import { usePaymentFlow } from './use-payment-flow';

const STATUS_COLORS: Record<InvoiceStatus, 'default' | 'warning' | 'success' | 'error'> = {
  draft: 'default',
  open: 'warning',
  paid: 'success',
  void: 'default',
  uncollectible: 'error',
};

/** Spec section 9: 10 a page; newest first until a header is clicked. */
/** Sort, page, page size and filters, kept in the URL. */
const INVOICE_LIST = z.object(
  tableParams({ pageSize: INVOICE_PAGE_SIZE, sort: { column: 'created', desc: true } }),
);
const PAGE_SIZES = [INVOICE_PAGE_SIZE] as const;

/** The invoice's product: its lines' plan names, else their descriptions. */
function productOf(invoice: Invoice): string {
  const names = invoice.lines.data.map((line) => line.plan?.nickname || line.description).filter(Boolean);
  return [...new Set(names)].join(', ');
}

/**
 * Opens an invoice link in a new tab. A missing link warns with the spec's texts, which it gives swapped
 * relative to their actions (section 8): no hosted page → "Invoice PDF is not available.", no PDF →
 * "Online invoice is not available.". Kept as given.
 */
function useOpenInvoice() {
  const { t } = useTranslation();
  return (invoice: Invoice, what: 'hosted' | 'pdf') => {
    const link = what === 'hosted' ? invoice.hosted_invoice_url : invoice.invoice_pdf;
    if (!link) {
      showMessage(
        what === 'hosted' ? t('messages.invoicePdfUnavailable') : t('messages.onlineInvoiceUnavailable'),
        'warning',
      );
      return;
    }
    window.open(link, '_blank', 'noopener,noreferrer');
  };
}

/** The next payment above the list; after a trial, the date of the first one (issue 55). */
function NextPaymentNote() {
  const { t } = useTranslation();
  const state = useSubscriptionState();
  const formatDay = useDateTime({ dateStyle: 'long' });
  const next = state.data?.nextPayment;
  if (!next) return null;
  const values = { amount: amountInText(formatCents(next.amount)), date: formatDay(next.date) };
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="invoices-next-payment">
      {next.first ? t('billing.invoices.firstPayment', values) : t('billing.invoices.nextPayment', values)}
    </Alert>
  );
}

/**
 * "Pay now" on an open invoice (issue 55): paid with the card on file, through 3-D Secure when the card
 * asks, as checkout is.
 */
function usePayNow() {
  const { t } = useTranslation();
  const flow = usePaymentFlow();
  const payNow = async (invoice: Invoice) => {
    const paid = await flow.pay(
      async (confirm) => settlePayment(confirm, await billingApi.payInvoice(invoice.id)),
      () => refreshUntil(() => true),
    );
    if (paid) showMessage(t('billing.invoices.paidNow'), 'success');
  };
  return { payNow, paying: flow.phase === 'loading', dialog: flow.dialog };
}

/** /billing/invoices: the team's invoices, sortable, 10 a page (spec sections 2, 3, 8 and 9). */
export function InvoicesPage() {
  const { t } = useTranslation();
  const { payNow, paying, dialog } = usePayNow();
  const canPay = useSubscriptionState().data?.canManage ?? false;
  const [state, setState] = useListParams(INVOICE_LIST);
  const sort = InvoiceSort.safeParse(state.sort?.column);
  const invoices = useInvoices({
    page: state.page,
    pageSize: INVOICE_PAGE_SIZE,
    sort: sort.success ? sort.data : 'created',
    order: state.sort && !state.sort.desc ? 'asc' : 'desc',
  });
  const open = useOpenInvoice();
  // Spec section 9: month name, day, year, time — in the user's time zone.
  const formatDate = useDateTime({
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const money = (id: string, header: string, cents: (invoice: Invoice) => number): DataColumn<Invoice> => ({
    id,
    header,
    sortable: true,
    align: 'right',
    priority: 'detail',
    cellTestId: `invoice-${id}`,
    cell: (invoice) => <Ltr>{formatCents(cents(invoice))}</Ltr>,
  });
  const columns: DataColumn<Invoice>[] = [
    {
      id: 'number',
      header: t('billing.invoices.number'),
      sortable: true,
      cellTestId: 'invoice-number',
      cell: (invoice) => <Ltr>{invoice.number ?? '—'}</Ltr>,
    },
    {
      id: 'product',
      header: t('billing.invoices.product'),
      priority: 'detail',
      sortable: true,
      cell: (invoice) => <bdi>{productOf(invoice)}</bdi>,
    },
    {
      id: 'created',
      header: t('billing.invoices.date'),
      priority: 'detail',
      sortable: true,
      sx: { whiteSpace: 'nowrap' },
      cell: (invoice) => <bdi>{formatDate(new Date(invoice.created * 1000).toISOString())}</bdi>,
    },
    {
      id: 'status',
      header: t('billing.invoices.status'),
      sortable: true,
      cell: (invoice) => (
        <Chip
          size="small"
          color={STATUS_COLORS[invoice.status]}
          label={t(`billing.invoices.statuses.${invoice.status}`)}
          data-status={invoice.status}
        />
      ),
    },
    money('total', t('billing.invoices.total'), (invoice) => invoice.total),
    money('amount_paid', t('billing.invoices.paid'), (invoice) => invoice.amount_paid),
    money('amount_remaining', t('billing.invoices.balance'), (invoice) => invoice.amount_remaining),
    {
      id: 'actions',
      header: t('billing.invoices.actions'),
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (invoice) => (
        <>
          {invoice.status === 'open' && canPay && (
            <Button
              size="small"
              color="warning"
              variant="contained"
              disabled={paying}
              onClick={(event) => {
                event.stopPropagation();
                void payNow(invoice);
              }}
              sx={{ mx: 0.5, whiteSpace: 'nowrap' }}
              data-testid="pay-now"
            >
              {t('billing.invoices.payNow')}
            </Button>
          )}
          <RowAction
            label={t('billing.invoices.view')}
            icon={<VisibilityOutlinedIcon fontSize="small" />}
            onClick={() => open(invoice, 'hosted')}
          />
          <RowAction
            label={t('billing.invoices.download')}
            icon={<DownloadIcon fontSize="small" />}
            onClick={() => open(invoice, 'pdf')}
          />
        </>
      ),
    },
  ];

  return (
    <ListPage
      title={t('billing.invoices.title')}
      subtitle={t('billing.invoices.subtitle')}
      before={
        <>
          <NextPaymentNote />
          {dialog}
        </>
      }
      query={invoices}
      failed={t('billing.invoices.loadFailed')}
      isEmpty={(page) => page.total === 0}
      empty={<EmptyState testId="invoices-empty">{t('messages.noInvoices')}</EmptyState>}
      columns={columns}
      table={(page) => ({
        rows: page.items,
        total: page.total,
        getRowId: (invoice) => invoice.id,
        rowLabel: (invoice) => invoice.number ?? invoice.id,
        rowAttributes: (invoice) => ({ 'data-invoice-row': invoice.number ?? invoice.id }),
        onRowClick: (invoice) => open(invoice, 'hosted'),
        state,
        onStateChange: setState,
        pageSizes: PAGE_SIZES,
        stale: invoices.isPlaceholderData,
        testId: 'invoices-table',
      })}
    />
  );
}
