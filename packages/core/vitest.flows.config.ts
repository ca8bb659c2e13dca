import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../vitest.shared.js';
import { browserEngineOptions } from '../../vitest.browser.js';
import { flowCommands } from './test/flows/commands.js';
import { vaultCommands } from './test/flows/vault-commands.js';

// The core's flows end to end in real Chromium against real processes: sandboxes (child processes) and
// the @keyhold/server wallet handler on Node http servers, started by the global setup. The page is served
// at http://localhost:<port> so WebAuthn (rpId `localhost`) works with the CDP virtual authenticator.
export default defineProject({
  ...sourceResolution,
  test: {
    name: 'core-flows',
    include: ['test/**/*.flows.test.ts'],
    globalSetup: ['test/flows/global-setup.ts'],
    // One sandbox clock is shared: files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    browser: {
      ...browserEngineOptions(),
      api: { host: 'localhost' },
      commands: { ...flowCommands, ...vaultCommands },
    },
  },
});
