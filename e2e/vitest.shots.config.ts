import { defineConfig } from 'vitest/config';

// Screenshots for a person to look at (`npm run screenshots`, PNGs in e2e/screenshots/): every guest
// screen, the runtime pages, teams and the designer, in both themes. They are not part of `npm test`:
// what they reach is asserted by the browser tests; here the point is the picture.
export default defineConfig({
  test: {
    include: ['e2e/shots/**/*.shots.ts'],
    globalSetup: ['e2e/src/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    env: { FLOWLANE_SCREENSHOTS: '1' },
  },
});
