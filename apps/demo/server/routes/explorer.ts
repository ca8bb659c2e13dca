// The sandbox explorer's routes, behind the demo sign-in: one table per screen.
import type { ExplorerRoute } from '../context.js';
import { accountRoutes } from './accounts.js';
import { agentRoutes } from './agents.js';
import { customerRoutes } from './customers.js';
import { onboardingRoutes } from './onboarding.js';
import { paymentRoutes } from './payments.js';
import { toolRoutes } from './tools.js';
import { walletRoutes } from './wallet.js';

export const explorerRoutes: readonly ExplorerRoute[] = [
  ...walletRoutes,
  ...accountRoutes,
  ...customerRoutes,
  ...paymentRoutes,
  ...agentRoutes,
  ...onboardingRoutes,
  ...toolRoutes,
];
