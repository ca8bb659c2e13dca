/**
 * EMAIL_OTP codes (§4.1): sending a code, the re-issue interval, and checking a code.
 */
import { randomInt } from 'node:crypto';
import type { SandboxContext } from '../host/context.js';
import { rateLimited, Reasons, unauthorized } from '../errors.js';
import type { CredentialRecord } from '../model.js';

export const MAGIC_OTP = '000000';
/** Wrong codes allowed per emailed code; the last one burns it (a new challenge is then allowed at once). */
export const MAX_OTP_ATTEMPTS = 5;

/**
 * Brute-force lockout across re-issued codes: after `maxFailures` wrong codes the credential refuses
 * every code (the right one too) with 429 + Retry-After for `baseSeconds`, doubling with each further
 * lockout up to `maxSeconds`. A successful sign-in clears the count.
 */
export const OTP_LOCKOUT = { maxFailures: 10, baseSeconds: 60, maxSeconds: 3600 } as const;

function lockedFor(sandbox: SandboxContext, credential: CredentialRecord): number {
  const until = credential.otpGuard?.lockedUntil;
  return until === undefined ? 0 : (Date.parse(until) - sandbox.clock.nowMs()) / 1000;
}

function lockedOut(seconds: number): never {
  throw rateLimited(
    seconds,
    `Too many wrong codes: sign-in with this email is locked for ${Math.ceil(seconds)} s.`,
  );
}

/** Counts a wrong code; the one that reaches the limit locks the credential (429). */
function recordWrongCode(sandbox: SandboxContext, credential: CredentialRecord): void {
  const guard = (credential.otpGuard ??= { failures: 0, lockouts: 0 });
  guard.failures += 1;
  if (guard.failures < OTP_LOCKOUT.maxFailures) return;
  guard.failures = 0;
  guard.lockouts += 1;
  const seconds = Math.min(OTP_LOCKOUT.baseSeconds * 2 ** (guard.lockouts - 1), OTP_LOCKOUT.maxSeconds);
  guard.lockedUntil = sandbox.clock.isoIn(seconds);
  if (credential.otp) credential.otp.used = true;
  lockedOut(seconds);
}

export function sendOtp(sandbox: SandboxContext, credential: CredentialRecord): void {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = sandbox.nowIso();
  credential.otp = {
    code,
    sentAt: now,
    expiresAt: sandbox.clock.isoIn(sandbox.options.otpTtlSeconds),
    used: false,
  };
  credential.lastChallengeAt = now;
  sandbox.sendEmail(
    credential.nickname,
    'Your sign-in code',
    code,
    `Your Keyhold sandbox sign-in code is ${code}. It expires in ${Math.round(sandbox.options.otpTtlSeconds / 60)} minutes.`,
  );
}

/** 429 when the last challenge of this credential is still open and younger than the interval. */
export function checkChallengeRate(
  sandbox: SandboxContext,
  credential: CredentialRecord,
  stillOpen: boolean,
): void {
  const interval = sandbox.options.challengeIntervalSeconds;
  if (interval <= 0 || credential.lastChallengeAt === undefined || !stillOpen) return;
  const wait = Date.parse(credential.lastChallengeAt) + interval * 1000 - sandbox.clock.nowMs();
  if (wait > 0)
    throw rateLimited(wait / 1000, `Challenges for this credential are limited to one per ${interval} s.`);
}

export function checkOtp(sandbox: SandboxContext, credential: CredentialRecord, otp: string): void {
  const wait = lockedFor(sandbox, credential);
  if (wait > 0) lockedOut(wait);
  if (otp === MAGIC_OTP) {
    if (credential.otp) credential.otp.used = true;
    return;
  }
  const current = credential.otp;
  // A guess is a code other than the one sent last (a replay of a used code guesses nothing).
  if (!current || current.code !== otp) recordWrongCode(sandbox, credential);
  if (current && !current.used && current.code !== otp) {
    // Guessing is bounded: after MAX_OTP_ATTEMPTS wrong codes the pending code is burnt.
    current.failedAttempts = (current.failedAttempts ?? 0) + 1;
    if (current.failedAttempts >= MAX_OTP_ATTEMPTS) {
      current.used = true;
      throw unauthorized(
        Reasons.invalidOtp,
        `Too many wrong codes: this code no longer works; ask for a new one.`,
        'OTP_ATTEMPTS',
      );
    }
  }
  if (!current || current.used || current.code !== otp)
    throw unauthorized(Reasons.invalidOtp, 'The OTP code is not valid.', 'OTP');
  if (Date.parse(current.expiresAt) <= sandbox.clock.nowMs()) {
    current.used = true;
    throw unauthorized(Reasons.expiredOtp, 'The OTP code expired: ask for a new one.', 'OTP_EXPIRED');
  }
  current.used = true;
  delete credential.otpGuard;
}
