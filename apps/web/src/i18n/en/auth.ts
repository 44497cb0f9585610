import type { Texts } from '../shape';

/**
 * The guest screens. The spec's own texts (titles, states) are letter for letter in English; validation
 * and server messages are in the `messages` area.
 */
export const auth = {
  loginTitle: 'LOGIN TO YOUR ACCOUNT',
  demoLoginTitle: 'LOGIN TO DEMO ACCOUNT',
  twoFactorTitle: 'TWO-FACTOR AUTHENTICATION',
  registerTitle: 'CREATE AN ACCOUNT',
  accountCreated: 'ACCOUNT CREATED',
  verificationSent: 'A verification link has been sent to your e-mail. Open it to activate your account.',
  activationTitle: 'ACCOUNT ACTIVATION',
  activating: 'Activating your account...',
  activationSuccess: 'SUCCESS',
  activationSuccessText: 'Your account is active. You can now log in.',
  forgotTitle: 'RECOVER YOUR PASSWORD',
  emailSent: 'EMAIL SENT',
  emailSentText: 'If an account exists for this e-mail, a link to reset its password is on its way.',
  resetTitle: 'RESET YOUR PASSWORD',
  passwordReset: 'PASSWORD RESET',
  passwordResetText: 'Your password has been changed. You can now log in with the new one.',
  email: 'Email',
  emailOrUsername: 'Email',
  password: 'Password',
  passwordConfirm: 'Password (Confirm)',
  newPassword: 'New password',
  newPasswordConfirm: 'New password (Confirm)',
  displayName: 'Display name',
  code: 'Authentication code',
  login: 'LOGIN',
  verify: 'VERIFY',
  createAccount: 'CREATE AN ACCOUNT',
  sendResetLink: 'SEND RESET LINK',
  resetPassword: 'RESET MY PASSWORD',
  forgotPassword: 'Forgot Password?',
  noAccount: "Don't have an account?",
  register: 'Register',
  haveAccount: 'Already have an account?',
  loginLink: 'Login',
  backToLogin: 'Back to login',
  goToLogin: 'Go to login',
  registerNow: 'Register now',
};

export type AuthTexts = Texts<typeof auth>;
