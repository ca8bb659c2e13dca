// The demo's own sign-in cookie: `kh_demo=<customer id>.<HMAC>`, HttpOnly, SameSite=Strict, keyed per
// process (a restart signs everyone out of the demo, never out of their wallet).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const COOKIE = 'kh_demo';

export interface Cookies {
  /** The customer id a Cookie header names, or null. */
  customerOf(cookieHeader: string | null | undefined): string | null;
  /** The Set-Cookie value that signs the page in as `customerId`. */
  issue(customerId: string): string;
  /** The Set-Cookie value that signs the page out. */
  clear(): string;
}

export function createCookies(): Cookies {
  const key = randomBytes(32);
  const sign = (value: string) => `${value}.${createHmac('sha256', key).update(value).digest('base64url')}`;
  const unsign = (signed: string) => {
    const dot = signed.lastIndexOf('.');
    if (dot < 0) return null;
    const value = signed.slice(0, dot);
    const want = Buffer.from(sign(value).slice(dot + 1));
    const got = Buffer.from(signed.slice(dot + 1));
    return want.length === got.length && timingSafeEqual(want, got) ? value : null;
  };
  return {
    customerOf(cookieHeader) {
      const match = /(?:^|;\s*)kh_demo=([^;]+)/.exec(cookieHeader ?? '');
      return match ? unsign(decodeURIComponent(match[1]!)) : null;
    },
    issue: (customerId) =>
      `${COOKIE}=${encodeURIComponent(sign(customerId))}; Path=/; HttpOnly; SameSite=Strict`,
    clear: () => `${COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`,
  };
}
