/** Owner read and write only: the database, its WAL and shm files, and backups hold password hashes and phones. */
export declare const PRIVATE_MODE = 384;
/**
 * Makes `file` private to the shop's user: creates it empty with mode 0600 when `create` is set and it is missing
 * (so SQLite and pg_dump write into a file nobody else could read even for a moment), and narrows an existing
 * file's mode. A missing file without `create` is left alone.
 */
export declare function privateFile(
  file: string,
  opts?: {
    create?: boolean;
  },
): void;
