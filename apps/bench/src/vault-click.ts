// Runs in the bench page (Chromium, Firefox), driven by vault-click-bench.mjs with real mouse input: one
// visible vault frame per approval, for a session opened in that vault. `__approve(vault)` mounts the frame,
// sends `approve` and resolves with `performance.now()` when the stamp reaches the page; the driver clicks
// (in the frame, or in the vault's window) and subtracts its own reading of the page clock at the press.
import { createWallet, type Wallet } from '@keyhold/core';
import { VAULT_MARKER, VAULT_PROTOCOL_VERSION } from '@keyhold/core/vault-protocol';

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const r = await fetch(url, init);
  if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

const sessions = new Map<string, { sessionId: string; accountId: string; wallet: Wallet }>();

/** A session opened in the vault at `url` (a fresh customer signed in by email code). */
async function sessionIn(url: string) {
  const known = sessions.get(url);
  if (known) return known;
  const setup = await getJson<{ email: string }>('/bench-api/customer', { method: 'POST' });
  const wallet = createWallet({ backendUrl: '/api/wallet', vault: { url }, channelName: `bench-${url}` });
  const otp = await wallet.emailOtp.start({ email: setup.email });
  const { code } = await getJson<{ code: string }>(`/bench-api/otp?email=${encodeURIComponent(setup.email)}`);
  const session = await otp.verify(code);
  const entry = { sessionId: session.id, accountId: session.accountId, wallet };
  sessions.set(url, entry);
  return entry;
}

/** Mounts a visible frame of the vault at `url`, asks it to approve a payment; resolves at the stamp. */
async function approve(url: string): Promise<number> {
  const { sessionId, accountId } = await sessionIn(url);
  for (const old of document.querySelectorAll('iframe[data-bench-visible]')) old.remove();
  const frame = document.createElement('iframe');
  frame.dataset['benchVisible'] = '';
  frame.style.cssText = 'display:block;border:0;width:440px;height:720px;';
  const src = new URL(url);
  src.searchParams.set('view', 'visible');
  const port = await new Promise<MessagePort>((resolve) => {
    const onMessage = (event: MessageEvent): void => {
      if (event.source !== frame.contentWindow || (event.data as { type?: string })?.type !== 'loaded')
        return;
      window.removeEventListener('message', onMessage);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(channel.port1);
      frame.contentWindow!.postMessage(
        { marker: VAULT_MARKER, v: VAULT_PROTOCOL_VERSION, type: 'hello' },
        src.origin,
        [channel.port2],
      );
    };
    window.addEventListener('message', onMessage);
    frame.src = src.href;
    document.body.append(frame);
  });
  const expiresAt = new Date(Date.now() + 120_000).toISOString();
  const payloadToSign = JSON.stringify({
    accountId,
    expiresAt,
    operation: 'EXECUTE_QUOTE',
    parameters: { quoteId: 'Quote:bench', totalSendingAmount: 1234, sendingCurrencyCode: 'USD' },
    requestId: `Request:bench-${Math.random()}`,
  });
  return new Promise((resolve, reject) => {
    port.onmessage = (e: MessageEvent) => {
      const at = performance.now();
      const data = e.data as { type?: string };
      if (data.type === 'result') resolve(at);
      else if (data.type !== 'event') reject(new Error(JSON.stringify(e.data)));
    };
    port.postMessage({
      v: VAULT_PROTOCOL_VERSION,
      id: 1,
      type: 'approve',
      sessionId,
      payloadToSign,
      expiresAt,
    });
  });
}

declare global {
  interface Window {
    __approve?: (url: string) => Promise<number>;
  }
}
window.__approve = approve;
