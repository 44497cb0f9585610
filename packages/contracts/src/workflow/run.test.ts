import { describe, expect, it } from 'vitest';
import { ApiError, ApiErrorCode, ERROR_CODES } from '../system/errors.js';
import {
  isActiveRunStatus,
  isFinalRunStatus,
  isRetryableRunStatus,
  RUN_STATUSES,
  type RunStatus,
} from './run.js';
import { ValidationIssue } from './validation.js';

// Every status against every question, written out so a change to the lifecycle is a visible change here.
const LIFECYCLE: Record<RunStatus, { final: boolean; active: boolean; retryable: boolean }> = {
  queued: { final: false, active: true, retryable: false },
  running: { final: false, active: true, retryable: false },
  succeeded: { final: true, active: false, retryable: false },
  failed: { final: true, active: false, retryable: true },
  cancelled: { final: true, active: false, retryable: false },
  timed_out: { final: true, active: false, retryable: true },
  refused: { final: true, active: false, retryable: false },
};

describe('the run lifecycle', () => {
  it('covers every run status', () => {
    expect(Object.keys(LIFECYCLE).sort()).toEqual([...RUN_STATUSES].sort());
  });

  it.each(RUN_STATUSES)('%s is final, active and retryable as the table says', (status) => {
    expect({
      final: isFinalRunStatus(status),
      active: isActiveRunStatus(status),
      retryable: isRetryableRunStatus(status),
    }).toEqual(LIFECYCLE[status]);
  });

  it('a run is either active or final, never both', () => {
    for (const status of RUN_STATUSES) expect(isActiveRunStatus(status)).toBe(!isFinalRunStatus(status));
  });

  it.each([null, undefined, '', 'skipped', 'SUCCEEDED'])('an unknown status %j is neither', (status) => {
    expect([isFinalRunStatus(status), isActiveRunStatus(status), isRetryableRunStatus(status)]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('the error vocabulary', () => {
  it('an error body carries one of the named codes', () => {
    expect(ApiError.parse({ message: 'm', code: ERROR_CODES.notFound }).code).toBe('NOT_FOUND');
    expect(ApiError.safeParse({ message: 'm', code: 'SOMETHING_ELSE' }).success).toBe(false);
    expect(ApiErrorCode.options).toEqual(Object.values(ERROR_CODES));
  });

  it('a validation issue names its problem by a known code', () => {
    expect(ValidationIssue.safeParse({ code: 'CYCLE', message: 'a loop', nodeId: 'n1' }).success).toBe(true);
    expect(ValidationIssue.safeParse({ code: 'WHATEVER', message: 'a loop' }).success).toBe(false);
  });
});
