import { TwoFactorSetupResponse } from '@flowlane/contracts';
import { jsonBody } from '../../api/client';
import { authedFetch } from '../../auth';

/** The signed-in account calls of My Account. */
export const profileApi = {
  changePassword: (currentPassword: string, newPassword: string) =>
    authedFetch('/api/user/password', { method: 'POST', body: jsonBody({ currentPassword, newPassword }) }),
  setUpTwoFactor: () =>
    authedFetch('/api/user/2fa/setup', { method: 'POST', body: jsonBody({}) }, TwoFactorSetupResponse),
  enableTwoFactor: (code: string) =>
    authedFetch('/api/user/2fa/enable', { method: 'POST', body: jsonBody({ code }) }),
  disableTwoFactor: (code: string) =>
    authedFetch('/api/user/2fa/disable', { method: 'POST', body: jsonBody({ code }) }),
  deleteAccount: () => authedFetch('/api/user', { method: 'DELETE' }),
};
