import { findPlan, type Plan } from '@flowlane/contracts';

/** The plan a stored guid names. An unknown guid is a configuration bug, so it fails loudly. */
export function planOf(guid: string): Plan {
  const plan = findPlan(guid);
  if (!plan) throw new Error(`Unknown plan guid "${guid}": the plan catalogue and the database disagree`);
  return plan;
}
