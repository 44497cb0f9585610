// Form pieces on react-hook-form that the sign-in screens and the profile share.
export { sanitizeCode } from './code';
export { FormTextField } from './FormTextField';
export { SubmitButton } from './SubmitButton';
