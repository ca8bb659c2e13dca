/** The outbox of sent emails (OTP codes): kept in the state, read by tests at `GET /_sandbox/outbox`. */
import type { OutboxMessage } from '../model.js';
import type { SandboxState } from '../state.js';
import { newId } from './ids.js';

export class Outbox {
  constructor(
    private readonly state: SandboxState,
    private readonly now: () => string,
    private readonly log: (line: string) => void,
  ) {}

  /** Records an email in the outbox (and the log). */
  send(to: string, subject: string, code: string, text: string): OutboxMessage {
    const message: OutboxMessage = { id: newId('Email'), to, subject, code, text, sentAt: this.now() };
    this.state.outbox.set(message);
    this.log(`[outbox] to ${to}: ${subject}: ${code}`);
    return message;
  }
}
