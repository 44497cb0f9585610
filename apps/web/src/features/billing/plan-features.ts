import type { Plan } from '@flowlane/contracts';
import type { TranslationKey } from '../../i18n';

/** One line of a plan card's feature list: a catalogue key with its values, and whether the plan has it. */
export type PlanFeatureLine = {
  key: TranslationKey;
  values?: Record<string, number>;
  included: boolean;
};

const HOUR = 3600;

/**
 * A plan's feature list, built from the catalogue's fields (not its English `features` strings) so that
 * every language reads it.
 */
export function planFeatureLines(plan: Plan): PlanFeatureLine[] {
  const toggle = (on: boolean, yes: TranslationKey, no: TranslationKey): PlanFeatureLine => ({
    key: on ? yes : no,
    included: on,
  });
  return [
    {
      key: 'billing.features.processing',
      values: { hours: plan.processingSeconds / HOUR },
      included: true,
    },
    { key: 'billing.features.schedule', values: { minutes: plan.scheduleMin }, included: true },
    toggle(plan.webhook, 'billing.features.webhook', 'billing.features.noWebhook'),
    toggle(plan.mailhook, 'billing.features.mailhook', 'billing.features.noMailhook'),
    toggle(plan.request, 'billing.features.request', 'billing.features.noRequest'),
    toggle(plan.datasets, 'billing.features.datasets', 'billing.features.noDatasets'),
    toggle(plan.aimodel, 'billing.features.aimodel', 'billing.features.noAimodel'),
    { key: 'billing.features.concurrency', values: { count: plan.concurrencyValue }, included: true },
    { key: 'billing.features.unlimited', included: true },
  ];
}
