import { SHOP_UTC_OFFSET_MS } from '@dukkan/contracts';

// the shop's calendar (`SHOP_UTC_OFFSET_MS`, UTC+2 all year): a shop day is a fixed window of UTC time

/** The first instant of a shop day ('YYYY-MM-DD'), as UTC ISO text. */
export function shopDayStart(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - SHOP_UTC_OFFSET_MS).toISOString();
}

/** The shop day ('YYYY-MM-DD') an instant falls on. */
export function shopDate(at: string | number | Date): string {
  return new Date(new Date(at).getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` after (or before, when negative) a shop day. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
