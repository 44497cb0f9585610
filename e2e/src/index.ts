export { embeddedServerEnv, freePort, type RunningApp, repoRoot, startBuiltApp } from './app-server.js';
export {
  appUrl,
  CHROMIUM_PATH,
  chooseOption,
  launchBrowser,
  screenshot,
  signedInContext,
  useBrowser,
} from './browser.js';
export { createScratchDatabase, POSTGRES_SERVER_URL, type ScratchDatabase, setTeamPlan } from './postgres.js';
