import { dataSteps } from './app-steps-data';
import { googleFilesSteps } from './app-steps-google-files';
import { googleMailSteps } from './app-steps-google-mail';
import { messagingSteps } from './app-steps-messaging';
import { microsoftFilesSteps } from './app-steps-microsoft-files';
import { microsoftMailSteps } from './app-steps-microsoft-mail';
import { workSteps } from './app-steps-work';

/**
 * The app connectors' steps (packages/connectors: every operation, trigger and Custom API call), by service
 * id, a file per group of apps; spread into `steps.services`.
 */
export const appSteps = {
  ...googleFilesSteps,
  ...googleMailSteps,
  ...microsoftMailSteps,
  ...microsoftFilesSteps,
  ...messagingSteps,
  ...workSteps,
  ...dataSteps,
};
