import { type LoginRequest, LoginResponse, MESSAGES } from '@flowlane/contracts';
import { ApiRequestError, apiFetch, jsonBody } from '../api/client';
import { completeLogin } from './session';

export type LoginOutcome = 'signedIn' | 'secondFactorRequired';

/**
 * POST /api/login (spec sections 4 and 7). A 424 means the account needs its second factor: not an
 * error. Any other failure rejects with the ApiRequestError (401 carries the text for the fields).
 */
export async function login(request: LoginRequest): Promise<LoginOutcome> {
  let answer: unknown;
  try {
    answer = await apiFetch('/api/login', { method: 'POST', body: jsonBody(request) });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 424) return 'secondFactorRequired';
    throw error;
  }
  const parsed = LoginResponse.safeParse(answer);
  if (!parsed.success) throw new Error(MESSAGES.invalidCredentials);
  completeLogin(parsed.data);
  return 'signedIn';
}
