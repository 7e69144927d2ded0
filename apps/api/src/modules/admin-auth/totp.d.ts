/** A new 160-bit secret, base32, as authenticator apps expect. */
export declare function newTotpSecret(): string;
export declare function otpauthUrl(secret: string, label: string): string;
/**
 * The 30-second step a code belongs to (one step of clock drift either way is accepted), or null when it does not
 * match. Callers refuse a step not later than the last one used, so a code works once.
 */
export declare function codeStep(secret: string, code: string, now?: number): number | null;
