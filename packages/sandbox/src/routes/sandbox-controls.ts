/**
 * Test controls under `/_sandbox` (Basic auth): clock, reset, outbox; plus the public enclave key
 * that signs export envelopes.
 */
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import { query } from '../http/request.js';
import { getPublicKeyHex } from '../keys.js';
import { CONTROL_PATH } from '../options.js';
import { json } from '../http/responses.js';
import * as v from 'valibot';
import * as f from '../schemas/fields.js';
import { parseBody } from '../schemas/parse.js';

function readClock(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  return json({ now: sandbox.nowIso() });
}

const SECONDS = 'must be a number of seconds from 0 to 315360000';

/** `POST /_sandbox/clock/advance {seconds}` */
const AdvanceClock = f.object(
  {
    seconds: v.custom<number>(
      (s) => typeof s === 'number' && Number.isFinite(s) && s >= 0 && s <= 10 * 365 * 86400,
      SECONDS,
    ),
  },
  SECONDS,
);

async function advanceClock(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const { clock } = ctx.var.sandbox;
  const { seconds } = parseBody(AdvanceClock, await ctx.var.json());
  clock.shift(seconds);
  await sandbox.runDueTimers();
  return json({ now: sandbox.nowIso() });
}

function resetSandbox(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  sandbox.reset();
  return json({ ok: true, now: sandbox.nowIso() });
}

function readOutbox(ctx: Ctx): Response {
  const { state } = ctx.var.sandbox;
  const email = query(ctx).get('email')?.toLowerCase();
  const data = state.outbox
    .filter((m) => email === undefined || m.to.toLowerCase() === email)
    .map((m) => ({ id: m.id, to: m.to, subject: m.subject, code: m.code, text: m.text, sentAt: m.sentAt }));
  return json({ data });
}

function readEnclaveKey(ctx: Ctx): Response {
  const { state } = ctx.var.sandbox;
  return json({
    publicKey: getPublicKeyHex(state.meta.enclavePrivateKey),
    organizationId: state.meta.organizationId,
  });
}

export const sandboxControlRoutes: readonly RouteRow[] = [
  ['GET', `${CONTROL_PATH}/clock`, readClock],
  ['POST', `${CONTROL_PATH}/clock/advance`, advanceClock],
  ['POST', `${CONTROL_PATH}/reset`, resetSandbox],
  ['GET', `${CONTROL_PATH}/outbox`, readOutbox],
  ['GET', `${CONTROL_PATH}/enclave-key`, readEnclaveKey, { auth: 'none' }],
];

export const sandboxControlModule: SandboxModule = { routes: sandboxControlRoutes };
