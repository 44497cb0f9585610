// Form pieces on react-hook-form that the sign-in screens, the profile and the dialogs share.
export { sanitizeCode } from './code';
export { FormDialog } from './FormDialog';
export { FormStack } from './FormStack';
export { FormTextField } from './FormTextField';
export { NewPasswordFields } from './PasswordFields';
export { SubmitButton } from './SubmitButton';
export { useZodForm } from './use-zod-form';
