/**
 * The shop's clock: Libya keeps UTC+2 all year (Africa/Tripoli has no daylight saving). The API counts shop days by
 * it and the back office shows times on it; timestamps are stored as UTC ISO text.
 */
export const SHOP_TIME_ZONE = 'Africa/Tripoli';
export const SHOP_UTC_OFFSET_MS = 2 * 3_600_000;
