import { z } from 'zod';
declare const configSchema: z.ZodObject<{
    NODE_ENV: z.ZodDefault<z.ZodEnum<{
        production: "production";
        development: "development";
        test: "test";
    }>>;
    HOST: z.ZodDefault<z.ZodString>;
    PORT: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    DATABASE_URL: z.ZodDefault<z.ZodString>;
    IMAGES_DIR: z.ZodDefault<z.ZodString>;
    WEB_DIST: z.ZodDefault<z.ZodString>;
    SEED_ON_EMPTY: z.ZodDefault<z.ZodPipe<z.ZodEnum<{
        0: "0";
        1: "1";
        false: "false";
        true: "true";
        yes: "yes";
        no: "no";
    }>, z.ZodTransform<boolean, "0" | "1" | "false" | "true" | "yes" | "no">>>;
    LOG_LEVEL: z.ZodDefault<z.ZodEnum<{
        warn: "warn";
        error: "error";
        info: "info";
        debug: "debug";
        fatal: "fatal";
        trace: "trace";
        silent: "silent";
    }>>;
    PUBLIC_URL: z.ZodOptional<z.ZodURL>;
    CORS_ORIGINS: z.ZodPipe<z.ZodPipe<z.ZodDefault<z.ZodString>, z.ZodTransform<string[], string>>, z.ZodArray<z.ZodURL>>;
    REDIS_URL: z.ZodOptional<z.ZodString>;
    RATE_LIMIT: z.ZodDefault<z.ZodPipe<z.ZodEnum<{
        0: "0";
        1: "1";
        false: "false";
        true: "true";
        yes: "yes";
        no: "no";
    }>, z.ZodTransform<boolean, "0" | "1" | "false" | "true" | "yes" | "no">>>;
    CATALOGUE_CACHE_SECONDS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    TOKEN_TTL_DAYS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    STAFF_TOKEN_TTL_HOURS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    ADMIN_DIST: z.ZodDefault<z.ZodString>;
    SMTP_URL: z.ZodOptional<z.ZodString>;
    MAIL_FROM: z.ZodDefault<z.ZodString>;
    OUTBOX_DIR: z.ZodDefault<z.ZodString>;
    DB_LOCK_TIMEOUT_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    DB_STATEMENT_TIMEOUT_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    TRUST_PROXY: z.ZodDefault<z.ZodUnion<readonly [z.ZodPipe<z.ZodEnum<{
        0: "0";
        1: "1";
        false: "false";
        true: "true";
        yes: "yes";
        no: "no";
    }>, z.ZodTransform<boolean, "0" | "1" | "false" | "true" | "yes" | "no">>, z.ZodPipe<z.ZodPipe<z.ZodString, z.ZodTransform<string[], string>>, z.ZodArray<z.ZodString>>]>>;
    SMTP_CONNECTION_TIMEOUT_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    SMTP_GREETING_TIMEOUT_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    SMTP_SOCKET_TIMEOUT_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    SMS_PROVIDER_URL: z.ZodOptional<z.ZodURL>;
    SMS_API_KEY: z.ZodOptional<z.ZodString>;
    SMS_SENDER: z.ZodDefault<z.ZodString>;
    OUTBOX_WORKER: z.ZodDefault<z.ZodPipe<z.ZodEnum<{
        0: "0";
        1: "1";
        false: "false";
        true: "true";
        yes: "yes";
        no: "no";
    }>, z.ZodTransform<boolean, "0" | "1" | "false" | "true" | "yes" | "no">>>;
    OUTBOX_POLL_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    OUTBOX_LEASE_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    OUTBOX_MAX_ATTEMPTS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    OUTBOX_RETRY_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
}, z.core.$strip>;
export type Config = z.infer<typeof configSchema> & {
    rootDir: string;
};
/** Reads and validates the environment; prints a clear message and exits on a bad value. */
export declare function loadConfig(env?: NodeJS.ProcessEnv): Config;
/** The storefront's address for links in messages. */
export declare function publicBaseUrl(config: Config): string;
/** A configuration for tests: in-memory unless a URL is given, no seeding, quiet logs. */
export declare function testConfig(overrides?: Partial<Config>): Config;
export {};
