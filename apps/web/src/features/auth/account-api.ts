import { MessageResponse, type RegisterRequest } from '@flowlane/contracts';
import { apiFetch, jsonBody } from '../../api/client';

/** The guest calls of spec section 7; each answers `{message}`. */
export const accountApi = {
  register: (request: RegisterRequest) =>
    apiFetch('/api/auth/register', { method: 'POST', body: jsonBody(request) }, MessageResponse),
  activate: (token: string) =>
    apiFetch('/api/auth/validate', { method: 'POST', body: jsonBody({ token }) }, MessageResponse),
  forgotPassword: (email: string) =>
    apiFetch('/api/auth/password/forgot', { method: 'POST', body: jsonBody({ email }) }, MessageResponse),
  resetPassword: (resetPasswordToken: string, newPassword: string) =>
    apiFetch(
      '/api/auth/password/reset',
      { method: 'PUT', body: jsonBody({ resetPasswordToken, newPassword }) },
      MessageResponse,
    ),
};
