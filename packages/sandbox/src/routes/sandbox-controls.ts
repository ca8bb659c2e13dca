/**
 * Test controls under `/_sandbox` (Basic auth): clock, reset, outbox; plus the public enclave key
 * that signs export envelopes.
 */
import type { SandboxHost } from '../contracts.js';
import { getPublicKeyHex } from '../keys.js';
import { CONTROL_PATH } from '../options.js';
import { json } from '../router.js';
import { Validator } from '../validation.js';

export function registerSandboxControlRoutes(app: SandboxHost): void {
  const { router, state, clock } = app;

  router.get(`${CONTROL_PATH}/clock`, () => json({ now: app.nowIso() }));

  router.post(`${CONTROL_PATH}/clock/advance`, async (ctx) => {
    const v = Validator.body(await ctx.json());
    const seconds = v.input['seconds'];
    if (
      typeof seconds !== 'number' ||
      !Number.isFinite(seconds) ||
      seconds < 0 ||
      seconds > 10 * 365 * 86400
    ) {
      v.fail('seconds', 'must be a number of seconds from 0 to 315360000');
    }
    v.done();
    clock.shift(seconds as number);
    await app.runDueTimers();
    return json({ now: app.nowIso() });
  });

  router.post(`${CONTROL_PATH}/reset`, () => {
    app.reset();
    return json({ ok: true, now: app.nowIso() });
  });

  router.get(`${CONTROL_PATH}/outbox`, (ctx) => {
    const email = ctx.query.get('email')?.toLowerCase();
    const data = state.outbox
      .filter((m) => email === undefined || m.to.toLowerCase() === email)
      .map((m) => ({ id: m.id, to: m.to, subject: m.subject, code: m.code, text: m.text, sentAt: m.sentAt }));
    return json({ data });
  });

  router.get(
    `${CONTROL_PATH}/enclave-key`,
    () =>
      json({
        publicKey: getPublicKeyHex(state.meta.enclavePrivateKey),
        organizationId: state.meta.organizationId,
      }),
    { auth: 'none' },
  );
}
