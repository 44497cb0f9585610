import type { Plan } from '@flowlane/contracts';
import type { TFunction } from 'i18next';
import { billing as billingEn } from '../../i18n/en/billing';

type SloganGuid = keyof typeof billingEn.plans;
const isSloganGuid = (guid: string): guid is SloganGuid => Object.hasOwn(billingEn.plans, guid);

type BadgeText = keyof typeof billingEn.pricing.badges;
const isBadgeText = (badge: string): badge is BadgeText => Object.hasOwn(billingEn.pricing.badges, badge);

/** A plan's slogan in the interface language (the catalogue's English one for a plan not translated). */
export function planSlogan(t: TFunction, plan: Plan): string {
  return isSloganGuid(plan.guid) ? t(`billing.plans.${plan.guid}`) : plan.slogan;
}

/** A plan's badge (POPULAR, AI/ML) in the interface language. */
export function planBadge(t: TFunction, badge: string): string {
  return isBadgeText(badge) ? t(`billing.pricing.badges.${badge}`) : badge;
}
