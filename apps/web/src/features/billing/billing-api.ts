import {
  BillingConfig,
  type BillingDetailsRequest,
  BillingRecordResponse,
  BillingUpdateResponse,
  type InvoiceListQuery,
  InvoiceListResponse,
  PlanChangePreview,
  type SubscriptionRequest,
  SubscriptionResponse,
  SubscriptionState,
  type SwitchPlanRequest,
} from '@flowlane/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../api/client';
import { authedFetch, refreshSession, useSession } from '../../auth';

/** Everything billing under one key, so a payment refreshes the record, the invoices and the preview. */
export const billingKeys = {
  all: ['billing'] as const,
  config: ['billing', 'config'] as const,
  record: (team: string) => ['billing', team, 'record'] as const,
  invoices: (team: string, query: InvoiceListQuery) => ['billing', team, 'invoices', query] as const,
  preview: (team: string, newPlanId: string) => ['billing', team, 'preview', newPlanId] as const,
  state: (team: string) => ['billing', team, 'state'] as const,
};

/** The billing calls of spec section 7, plus the provider config and the plan-change preview. */
export const billingApi = {
  config: () => apiFetch('/api/billing/config', {}, BillingConfig),
  record: () => authedFetch('/api/billing', { method: 'GET' }, BillingRecordResponse),
  updateRecord: (details: BillingDetailsRequest) =>
    authedFetch('/api/billing', { method: 'PUT', body: jsonBody(details) }, BillingUpdateResponse),
  subscribe: (request: SubscriptionRequest) =>
    authedFetch('/api/subscription', { method: 'POST', body: jsonBody(request) }, SubscriptionResponse),
  switchPlan: (request: SwitchPlanRequest) =>
    authedFetch('/api/subscription/switch', { method: 'PUT', body: jsonBody(request) }, SubscriptionResponse),
  preview: (newPlanId: string) =>
    authedFetch(
      `/api/subscription/preview?${new URLSearchParams({ newPlanId })}`,
      { method: 'GET' },
      PlanChangePreview,
    ),
  state: () => authedFetch('/api/subscription', { method: 'GET' }, SubscriptionState),
  cancel: (subscriptionId: string) =>
    authedFetch(
      '/api/subscription/cancel',
      { method: 'POST', body: jsonBody({ subscriptionId }) },
      SubscriptionState,
    ),
  resume: (subscriptionId: string) =>
    authedFetch(
      '/api/subscription/resume',
      { method: 'POST', body: jsonBody({ subscriptionId }) },
      SubscriptionState,
    ),
  payInvoice: (invoiceId: string) =>
    authedFetch(
      `/api/invoice/${encodeURIComponent(invoiceId)}/pay`,
      { method: 'POST' },
      SubscriptionResponse,
    ),
  invoices: (query: InvoiceListQuery) =>
    authedFetch(
      `/api/invoice?${new URLSearchParams({
        page: String(query.page),
        pageSize: String(query.pageSize),
        sort: query.sort,
        order: query.order,
      })}`,
      { method: 'GET' },
      InvoiceListResponse,
    ),
};

/** The team the billing data belongs to (it changes with a team switch). */
function useTeam(): string {
  return useSession().user?.data.defaultTeam ?? '';
}

/** Which card provider the browser loads; the same for everyone, so cached for the session. */
export function useBillingConfig() {
  return useQuery({
    queryKey: billingKeys.config,
    queryFn: billingApi.config,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

export function useBillingRecord() {
  const team = useTeam();
  return useQuery({ queryKey: billingKeys.record(team), queryFn: billingApi.record });
}

export function useInvoices(query: InvoiceListQuery) {
  const team = useTeam();
  return useQuery({
    queryKey: billingKeys.invoices(team, query),
    queryFn: () => billingApi.invoices(query),
    placeholderData: keepPreviousData,
  });
}

export function usePlanChangePreview(newPlanId: string | null) {
  const team = useTeam();
  return useQuery({
    queryKey: billingKeys.preview(team, newPlanId ?? ''),
    queryFn: () => billingApi.preview(newPlanId ?? ''),
    enabled: newPlanId !== null,
    retry: false,
  });
}

/**
 * The team's subscription as the billing pages show it: the plan in force, a cancel or downgrade waiting
 * for the period's end, the next (or first) payment, and whether the caller may manage billing.
 */
export function useSubscriptionState() {
  const team = useTeam();
  return useQuery({ queryKey: billingKeys.state(team), queryFn: billingApi.state, enabled: team !== '' });
}

/** Cancel at the period's end, or take back a waiting cancel or downgrade; the user and billing reload. */
export function useSubscriptionAction(kind: 'cancel' | 'resume') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      kind === 'cancel' ? billingApi.cancel(subscriptionId) : billingApi.resume(subscriptionId),
    onSettled: async () => {
      await refreshSession();
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}
