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
export { jsonBodyOf, type LocalServer, listenLocal } from './local-server.js';
export { messageShown } from './message-bar.js';
export { createScratchDatabase, POSTGRES_SERVER_URL, type ScratchDatabase, setTeamPlan } from './postgres.js';
export { saveElementShot, savePageShot } from './shots.js';
