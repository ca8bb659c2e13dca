// What every screen's forms share: a busy flag, one status line and one error line per panel, and the
// form's fields as strings.
import { isKeyholdError } from '@keyhold/core';
import { html, nothing } from 'lit';
import { DemoApiError } from '../api.js';
import { update } from '../state.js';
import { refusalWords } from '../words.js';

/**
 * A sentence for a failure that says what to do: a service refusal or a wallet error in words, by its code
 * (`refusalWords`), the backend's own sentence as it is. The precise message goes to the console.
 */
export function messageOf(error: unknown): string {
  if (isKeyholdError(error)) {
    console.info(`explorer: ${error.code}: ${error.message}`, error.details ?? '');
    return refusalWords(error.serviceCode ?? error.code, error.details);
  }
  if (error instanceof DemoApiError && error.fromService) return refusalWords(error.code, error.details);
  return error instanceof Error ? error.message : String(error);
}

/** The fields of the submitted form, as trimmed strings (checkboxes: "on"). */
export function fields(event: SubmitEvent): Record<string, string> {
  event.preventDefault();
  const data = new FormData(event.target as HTMLFormElement);
  const out: Record<string, string> = {};
  for (const [key, value] of data) if (typeof value === 'string') out[key] = value.trim();
  return out;
}

/** All values of a multi-valued field (checkboxes of one name). */
export function allOf(event: SubmitEvent, name: string): string[] {
  return new FormData(event.target as HTMLFormElement).getAll(name).map(String);
}

export class Panel {
  busy = false;
  error = '';
  status = '';

  /** Runs one step: busy while it runs; its returned sentence becomes the status, a failure the error. */
  async run(step: string, work: () => Promise<string | void>): Promise<void> {
    this.busy = true;
    this.error = '';
    this.status = step;
    update();
    try {
      this.status = (await work()) ?? '';
    } catch (error) {
      this.status = '';
      this.error = messageOf(error);
    } finally {
      this.busy = false;
      update();
    }
  }

  messages(testId: string) {
    return html`<p class="status" role="status" data-testid=${`${testId}-status`}>${this.status}</p>
      ${this.error
        ? html`<p class="error" role="alert" data-testid=${`${testId}-error`}>${this.error}</p>`
        : nothing}`;
  }
}

/**
 * Polls `tick` every `ms` while the page is visible, until the returned stop function runs. A failed tick
 * is dropped (the next one tries again; the console says why).
 */
export function poll(tick: () => Promise<void> | void, ms = 2000): () => void {
  const timer = setInterval(() => {
    if (document.visibilityState !== 'visible') return;
    Promise.resolve()
      .then(tick)
      .catch((error: unknown) => console.info('explorer: a refresh failed', error));
  }, ms);
  return () => clearInterval(timer);
}
