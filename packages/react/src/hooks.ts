import type { KeyholdError, Session, SignedRequest, SignedRequestState, Wallet } from '@keyhold/core';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { WalletContext } from './context.js';

/**
 * The wallet of the nearest `<KeyholdProvider>`: `null` on the first render (the provider creates it in
 * an effect) and outside a provider.
 */
export function useWallet(): Wallet | null {
  return useContext(WalletContext);
}

/** What `useSession()` returns. */
export interface SessionState {
  /** The live session of this browser, or `null` when signed out. */
  session: Session | null;
  /** `false` until the wallet has restored (or not) a stored session (`wallet.ready`). */
  ready: boolean;
}

/**
 * The wallet's current session, re-rendering on every `session` event (sign-in, sign-out, expiry,
 * another tab). `ready` turns true once the wallet has looked for a stored session.
 */
export function useSession(): SessionState {
  const wallet = useWallet();
  const [state, setState] = useState<SessionState>({ session: null, ready: false });
  useEffect(() => {
    if (!wallet) {
      setState({ session: null, ready: false });
      return;
    }
    let live = true;
    setState({ session: wallet.session, ready: false });
    const onSession = (e: CustomEvent<Session | null>) =>
      live && setState({ session: e.detail, ready: true });
    wallet.addEventListener('session', onSession);
    wallet.ready.then(
      () => live && setState({ session: wallet.session, ready: true }),
      () => live && setState({ session: wallet.session, ready: true }),
    );
    return () => {
      live = false;
      wallet.removeEventListener('session', onSession as EventListener);
    };
  }, [wallet]);
  return state;
}

/** What `useSignedRequest()` returns. */
export interface SignedRequestHandle<T> {
  /** The request waiting for the person's decision, or `null`. */
  request: SignedRequest<T> | null;
  /** `idle` without a request; then the request's own state. */
  state: SignedRequestState | 'idle';
  /** What the last approved request returned. */
  result: T | undefined;
  /** Why the last request failed (`KeyholdError`), or `null`. */
  error: KeyholdError | null;
  /**
   * Holds a request (or the promise of one, e.g. `wallet.executeQuote(quote)`) until it is approved or
   * rejected; resolves with its result, or `undefined` when rejected. Show `request` to the person (e.g.
   * `<ApproveDialog>`'s `show(request)`) and call `approve()` / `reject()`, or let the dialog do it.
   */
  hold(request: SignedRequest<T> | Promise<SignedRequest<T>>): Promise<T | undefined>;
  /** Approves the held request (signs and sends it). */
  approve(): Promise<T | undefined>;
  /** Declines the held request. */
  reject(): void;
}

/**
 * A pending `SignedRequest` as React state: what to show, its state, and its outcome. Re-renders when it
 * is held, while it is being approved, and when it settles.
 */
export function useSignedRequest<T = unknown>(): SignedRequestHandle<T> {
  const [request, setRequest] = useState<SignedRequest<T> | null>(null);
  const [state, setState] = useState<SignedRequestState | 'idle'>('idle');
  const [result, setResult] = useState<T | undefined>(undefined);
  const [error, setError] = useState<KeyholdError | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const hold = useCallback(async (next: SignedRequest<T> | Promise<SignedRequest<T>>) => {
    const req = await next;
    if (!mounted.current) return undefined;
    setRequest(req);
    setState(req.state);
    setError(null);
    try {
      const value = await req.done;
      if (mounted.current) {
        setResult(value);
        setState(req.state);
        setRequest(null);
      }
      return value;
    } catch (err) {
      if (mounted.current) {
        setState(req.state);
        setRequest(null);
        if (req.state !== 'rejected') setError(err as KeyholdError);
      }
      if (req.state === 'rejected') return undefined;
      throw err;
    }
  }, []);

  const approve = useCallback(async () => {
    if (!request) return undefined;
    setState('approving');
    return request.approve();
  }, [request]);

  const reject = useCallback(() => {
    request?.reject();
  }, [request]);

  return { request, state, result, error, hold, approve, reject };
}
