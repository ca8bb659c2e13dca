// The wallet screen's sandbox tools: the outbox, the clock, and the activity log of wallet events.
import { html } from 'lit';
import { formatTime } from '../format.js';
import { state } from '../state.js';
import { advanceClock } from '../wallet.js';

async function onAdvanceClock(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  await advanceClock(Number(new FormData(event.target as HTMLFormElement).get('seconds')));
}

/** The OTP emails the sandbox "sent", newest first. */
export function outboxList() {
  return state.outbox.length === 0
    ? html`<p class="muted">No emails yet.</p>`
    : html`<ol class="outbox" data-testid="outbox" reversed>
        ${[...state.outbox].reverse().map(
          (m) =>
            html`<li>
              <span class="muted">${formatTime(m.sentAt)} to ${m.to}:</span>
              code <strong class="otp-code">${m.code}</strong>
            </li>`,
        )}
      </ol>`;
}

/** The sandbox clock form. */
export function clockForm() {
  return html`<form class="row" @submit=${onAdvanceClock}>
      <label for="seconds">Advance the sandbox clock by (seconds)</label>
      <input id="seconds" name="seconds" type="number" min="1" max="86400" value="900" required />
      <button type="submit">Advance the clock</button>
    </form>
    <p class="muted" data-testid="clock-now">
      ${state.clockNow
        ? `Sandbox time: ${formatTime(state.clockNow)}.`
        : 'Sessions last 15 minutes on the sandbox clock; 900 s ends the current one.'}
    </p>`;
}

export function toolsView() {
  return html`<section class="card wide" aria-labelledby="tools-title">
    <h2 id="tools-title">Sandbox tools</h2>
    <div class="columns">
      <div>
        <h3>Outbox (emails the sandbox “sent”)</h3>
        ${outboxList()}
        <h3>Clock</h3>
        ${clockForm()}
      </div>
      <div>
        <h3>Activity</h3>
        <ol class="log" data-testid="log">
          ${state.log.map(
            (entry) =>
              html`<li class=${entry.kind}>
                <span class="muted">${formatTime(entry.at)}</span> ${entry.text}
              </li>`,
          )}
        </ol>
      </div>
    </div>
  </section>`;
}
