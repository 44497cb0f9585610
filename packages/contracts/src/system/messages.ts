/** The spec's texts (sections 2, 5 and 8), letter for letter. */
export const MESSAGES = {
  minLength: 'Min character length is 4',
  invalidEmail: 'Please enter a valid email',
  passwordsDoNotMatch: 'Passwords do not match',
  demoEmailRejected: 'Error: invalid email specified',
  invalidAuthCode: 'Invalid auth code provided.',
  invalidUsernameOrPassword: 'Invalid username or password',
  invalidCredentials: 'Invalid credentials provided.',
  sessionExpiredRefresh: 'Your session has expired. Please log in again.',
  sessionExpiredRefreshAlt: 'Your session has expired, please log in again.',
  noSession: 'Session expired, please log in again.',
  activationFailed: 'ERROR OCCURED WHILE ACTIVATING YOUR ACCOUNT',
  unknownError: 'unknown error',
  cardDeclined: 'Error: Your card has been declined.',
  paymentMethodUpdated: 'Your payment method has been updated',
  invoicePdfUnavailable: 'Invoice PDF is not available.',
  onlineInvoiceUnavailable: 'Online invoice is not available.',
  errorLoadingServices: 'Error loading services.',
  errorLoadingFunctions: 'Error loading functions.',
  errorLoadingOutputSchema: 'Error loading service output schema.',
  errorLoadingWorkflow: 'Error loading workflow.',
  failedToSwitchTeam: 'Failed to switch team.',
  authorizationSaved: 'Authorization Saved',
  authorizationDeleted: 'Authorization deleted',
  integrationSaved: 'Integration Saved',
  integrationDeleted: 'Integration deleted',
  workflowSaved: 'Workflow saved',
  userDataSaved: 'User data saved',
  integrationQueued: 'Integration queued, check integration logs for detailed results.',
  workflowQueued: 'Workflow process has been queued, check Logs tab for detailed results.',
  noResults: 'No results..',
  noInvoices: 'No invoices found',
  twofaHint: 'Enter 6-digit code from your authenticator app',
  loggingOut: 'Logging out',
  processingNotice: 'This may take up to 30 seconds. Please do not refresh the page.',
  changingSubscription: 'Changing your subscription...',
} as const;

/** "Error: " followed by a server or provider message, as the spec shows failures. */
export function errorText(message: string | undefined | null): string {
  return `Error: ${message || MESSAGES.unknownError}`;
}

/** The payment gateway warning (section 5), named after the provider. */
export function gatewayUnavailable(provider: string): string {
  return `The payment gateway (${provider}) is not available, please try again.`;
}
