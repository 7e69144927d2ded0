/**
 * argon2id with the library's defaults (19 MiB, 2 passes, 1 lane), which are OWASP's recommended minimum.
 * The hash string records its own parameters, so they can be raised later without breaking old hashes.
 */
export declare function hashPassword(password: string): Promise<string>;
/**
 * Checks a password against a stored hash. With no hash (unknown e-mail, guest account) it verifies against
 * a dummy hash anyway, so the answer takes as long either way and timing does not reveal which e-mails exist.
 */
export declare function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean>;
