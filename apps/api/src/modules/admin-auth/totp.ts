import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Dukkan';

function totp(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/** A new 160-bit secret, base32, as authenticator apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secret: string, label: string): string {
  return totp(secret, label).toString();
}

/**
 * The 30-second step a code belongs to (one step of clock drift either way is accepted), or null when it does not
 * match. Callers refuse a step not later than the last one used, so a code works once.
 */
export function codeStep(secret: string, code: string, now = Date.now()): number | null {
  const t = totp(secret, 'check');
  const delta = t.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : t.counter({ timestamp: now }) + delta;
}
