/**
 * The shop's calendar: Libya keeps UTC+2 all year (Africa/Tripoli has no daylight saving), so a shop day is a
 * fixed window of UTC time. Timestamps are stored as UTC ISO text.
 */
export declare const SHOP_UTC_OFFSET_MS: number;
/** The first instant of a shop day ('YYYY-MM-DD'), as UTC ISO text. */
export declare function shopDayStart(date: string): string;
/** The shop day ('YYYY-MM-DD') an instant falls on. */
export declare function shopDate(at: string | number | Date): string;
/** The day `days` after (or before, when negative) a shop day. */
export declare function addDays(date: string, days: number): string;
