import { StepOptionsResponse } from '@flowlane/contracts';
import { useQuery } from '@tanstack/react-query';
import { jsonBody } from '../../../api/client';
import { authedFetch } from '../../../auth';
import { DESIGNER_KEY } from './queries';

/** Whether a param holds a plain value the loader can use now (not empty, not a `{{ }}` mapping). */
export const isPlain = (value: unknown): value is string | number =>
  (typeof value === 'string' && value !== '' && !value.includes('{{')) || typeof value === 'number';

/**
 * A field's choices loaded from the account of the step's authorization (POST /api/step-options); off
 * until the authorization and every field the loader depends on hold plain values.
 */
export function useStepOptions(
  loader: string,
  authorization: unknown,
  dependsOn: Record<string, unknown>,
  enabled: boolean,
) {
  const ready = enabled && isPlain(authorization) && Object.values(dependsOn).every(isPlain);
  return useQuery({
    queryKey: [DESIGNER_KEY, 'step-options', loader, authorization, dependsOn],
    queryFn: () =>
      authedFetch(
        '/api/step-options',
        { method: 'POST', body: jsonBody({ loader, authorization, params: dependsOn }) },
        StepOptionsResponse,
      ),
    enabled: ready,
    retry: false,
    staleTime: 60_000,
  });
}
