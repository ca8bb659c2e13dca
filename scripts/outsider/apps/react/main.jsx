// The outsider test's React app, written as the @keyhold/react README shows: built with Vite against the
// packed tarballs, under StrictMode. Sign in by email, send $10.00 through an approved quote, export.
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  ApproveDialog,
  Export,
  KeyholdProvider,
  SignIn,
  useSession,
  useSignedRequest,
  useWallet,
} from '@keyhold/react';

function WalletPage() {
  const wallet = useWallet();
  const { session, ready } = useSession();
  const payment = useSignedRequest();
  const dialog = useRef(null);
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (payment.request) void dialog.current?.show(payment.request);
  }, [payment.request]);

  const send = async () => {
    const accounts = await (await fetch('/api/accounts')).json();
    const quote = await wallet.createQuote({
      source: { sourceType: 'ACCOUNT', accountId: accounts.walletId },
      destination: { destinationType: 'ACCOUNT', accountId: accounts.payeeId },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 1000,
    });
    const executed = await payment.hold(wallet.executeQuote(quote));
    setStatus(executed ? 'Payment sent.' : 'Payment declined.');
  };

  if (!ready) return <p>Loading…</p>;
  if (!session) return <SignIn methods={['email']} />;
  return (
    <>
      <p id="who">Signed in with {session.nickname}.</p>
      <button id="send" onClick={send}>
        Send $10.00
      </button>
      <p id="payment">{status}</p>
      <ApproveDialog id="approve" ref={dialog} />
      <Export />
    </>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <KeyholdProvider backendUrl="/api/wallet">
      <WalletPage />
    </KeyholdProvider>
  </StrictMode>,
);
