import type { Texts } from '../shape';

/** My Account (/pages/profile); its title is the spec's "My Account" (`user.myAccount`). */
export const profile = {
  details: 'Profile',
  displayName: 'Display name',
  email: 'Email',
  photo: 'Photo',
  uploadPhoto: 'Upload photo',
  removePhoto: 'Remove',
  photoUrl: 'or an image URL',
  photoUrlInvalid: 'Enter an http(s) image URL',
  photoTooLarge: 'This image is too large',
  timezone: 'Time zone',
  save: 'SAVE',
  twoFactor: 'Two-factor authentication',
  twoFactorOff: 'Protect your account with a code from an authenticator app at every login.',
  twoFactorOn: 'Two-factor authentication is on. A code from your authenticator app is asked at login.',
  setUp: 'SET UP',
  scanQr:
    'Scan this QR code with your authenticator app, or enter the key by hand, then type the code it shows.',
  secretKey: 'Key',
  qrCode: 'QR code for your authenticator app',
  enable: 'ENABLE',
  disable: 'DISABLE',
  cancel: 'CANCEL',
  twoFactorEnabled: 'Two-factor authentication enabled',
  twoFactorDisabled: 'Two-factor authentication disabled',
  code: 'Authentication code',
  password: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordConfirm: 'New password (Confirm)',
  changePassword: 'CHANGE PASSWORD',
  passwordChanged: 'Password changed',
  deleteAccount: 'Delete account',
  deleteWarning: 'Deleting your account signs you out and closes it. This cannot be undone from here.',
  deleteButton: 'DELETE ACCOUNT',
  deleteConfirmTitle: 'Delete your account?',
  deleteConfirmText: 'You will be signed out and will not be able to log in with this account again.',
  deleteConfirm: 'DELETE',
};

export type ProfileTexts = Texts<typeof profile>;
