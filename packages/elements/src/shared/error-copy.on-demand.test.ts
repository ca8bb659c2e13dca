import { LitElement } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, mount } from '../test-support/axe.js';
import { FlowRunner } from './flow.js';
import { LocalizeController } from './localize.js';

// The English error sentences load on demand (a page needs them only once something failed).
// This file runs in a page of its own, so nothing has loaded them before the first test.

class Probe extends LitElement {
  readonly t = new LocalizeController(this);
  readonly flow = new FlowRunner(this, this.t);
}
customElements.define('kh-error-on-demand-probe', Probe);

afterEach(cleanup);

/** Whether this page has fetched the module of the English error sentences. */
const fetchedErrorCopy = () =>
  performance.getEntriesByType('resource').some((entry) => /\/en\/errors\.(ts|js)\b/.test(entry.name));

describe('English error sentences on demand', () => {
  it('a page where no flow ran has not fetched them, and a connection that is down is still worded', async () => {
    const probe = mount<Probe>('<kh-error-on-demand-probe></kh-error-on-demand-probe>');
    await probe.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchedErrorCopy()).toBe(false);
    // Offline, the sentences may not load: these ship with every element.
    expect(probe.t.errorMessage({ code: 'NETWORK_ERROR', message: 'fetch failed' })).toBe(
      'The wallet service could not be reached. Check your connection and try again.',
    );
    expect(fetchedErrorCopy()).toBe(false);
  });

  it("a page's very first failure is worded with its sentence, not the generic one", async () => {
    const probe = mount<Probe>('<kh-error-on-demand-probe></kh-error-on-demand-probe>');
    await probe.flow.run(() =>
      Promise.reject(Object.assign(new Error('429 from the service'), { code: 'RATE_LIMITED', status: 429 })),
    );
    expect(probe.flow.error).toBe('Too many attempts. Please wait and try again.');
    expect(fetchedErrorCopy()).toBe(true);
  });
});
