// Standalone example: the two elements that need no wallet. Run with `pnpm --filter @keyhold/elements example`.
import '../src/all.js';
import '../src/locales/fr/register.js';
import { registerCopy } from '../src/index.js';

registerCopy('de', {
  otpLabel: (n) => `${n}-stelliger Code`,
  otpDigitLabel: (i, n) => `Ziffer ${i} von ${n}`,
  otpResend: 'Neuen Code senden',
  otpResendIn: (s) => `Neuen Code in ${s} s`,
  approveTitle: 'Mit deiner Wallet bestätigen',
  approveButton: 'Bestätigen und signieren',
  rejectButton: 'Ablehnen',
});

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

$<HTMLSelectElement>('#lang').addEventListener('change', (e) => {
  document.documentElement.lang = (e.target as HTMLSelectElement).value;
});
$<HTMLSelectElement>('#theme').addEventListener('change', (e) => {
  const theme = (e.target as HTMLSelectElement).value;
  for (const el of document.querySelectorAll('kh-otp-input, kh-approve-dialog')) {
    if (theme) el.setAttribute('theme', theme);
    else el.removeAttribute('theme');
  }
});

const otp = document.querySelector('kh-otp-input')!;
otp.addEventListener('kh-otp-resend', () => ($('#otp-out').textContent = 'A new code was requested.'));
$<HTMLFormElement>('#otp-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const code = new FormData(e.target as HTMLFormElement).get('code');
  if (code === '123456') $('#otp-out').textContent = 'Code accepted.';
  else otp.error = 'That code is not right (try 123456).';
});

$('#approve-open').addEventListener('click', async () => {
  const dialog = document.querySelector('kh-approve-dialog')!;
  const outcome = await dialog.show({
    operation: 'REVOKE_SESSION',
    type: 'PASSKEY',
    payloadToSign: JSON.stringify({
      requestId: crypto.randomUUID(),
      type: 'REVOKE_SESSION',
      sessionId: 'Session:phone',
    }),
    requestId: 'example',
    expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    approve: () => new Promise((resolve) => setTimeout(() => resolve({ revoked: true }), 800)),
    reject: () => undefined,
  });
  $('#approve-out').textContent = outcome.approved ? 'Approved and signed.' : 'Declined.';
});
