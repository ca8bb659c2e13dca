// Where the service sends this backend's webhooks: set on the sandbox (its `/_sandbox/webhook-endpoint`)
// once the backend listens, and again after a sandbox reset. A service without controls is told elsewhere.
import type { SandboxControls } from './sandbox-controls.js';

export interface WebhookEndpoint {
  /** The endpoint's URL, once known. */
  readonly url: string | null;
  /** Names the endpoint (once the backend listens) and sets it on the sandbox. */
  listen(url: string): Promise<void>;
  /** Sets the known endpoint on the sandbox again (a reset forgets it). */
  register(): Promise<void>;
}

export function webhookEndpoint(controls: SandboxControls | null): WebhookEndpoint {
  let url: string | null = null;
  const register = async () => {
    if (!controls || !url) return;
    try {
      await controls.setWebhookEndpoint(url);
    } catch (error) {
      console.warn(`demo: could not set the webhook endpoint (${(error as Error).message})`);
    }
  };
  return {
    get url() {
      return url;
    },
    async listen(at) {
      url = at;
      await register();
    },
    register,
  };
}
