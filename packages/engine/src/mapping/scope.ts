/** What a mapping sees: `{{ trigger.body.id }}`, `{{ steps.n1.total }}`, `{{ vars.region }}`, `{{ env.BASE_URL }}`. */
export interface MappingScope {
  trigger: unknown;
  steps: Record<string, unknown>;
  vars: Record<string, unknown>;
  env: Record<string, string>;
}
