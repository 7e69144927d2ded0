import { DELIVERY_METHODS, localizedSchema, type Order } from '@dukkan/contracts';
import { z } from 'zod';
import { getToken } from '../../lib/auth';
import { parseJson } from '../../lib/persist';
import { checkoutFieldsSchema, emptyCheckoutForm, type CheckoutForm } from './checkout-form';
import type { Attempt, AttemptStore } from './idempotency';

/**
 * This tab's checkout as the shopper typed it, until the order is placed (decision 0087): a reload, a slow network's
 * retry or a trip back to the cart does not make them type the address again. sessionStorage: it ends with the tab.
 */
export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';
/** The Idempotency-Key of the order being placed, so that a reload after a lost answer cannot place it twice. */
export const CHECKOUT_ATTEMPT_KEY = 'checkoutAttempt';
/**
 * The confirmation of the order just placed, so that a reload, or back then forward, shows its number and amount
 * again (a guest who left no e-mail has no other copy of the number). It lasts until a new checkout opens with lines
 * in the cart, a logout, or the tab's end.
 */
export const CHECKOUT_PLACED_KEY = 'checkoutPlaced';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string): unknown {
  try {
    const raw = tabStorage()?.getItem(key);
    return raw == null ? null : parseJson(raw);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) tabStorage()?.removeItem(key);
    else tabStorage()?.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the form still works, it is only not kept
  }
}

/** Who wrote a draft: a guest, or a session told apart by a hash of its token (the token itself is not copied). */
function writer(): string {
  const token = getToken();
  if (token === null) return 'guest';
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

const draftSchema = z.object({
  by: z.string(),
  /** the saved address picked from the book, or `new` for one typed */
  choice: z.string().optional(),
  values: checkoutFieldsSchema.partial(),
});

export interface CheckoutDraft {
  values: CheckoutForm;
  choice: string | undefined;
}

/**
 * The form as it was left in this tab; fields missing or not as the form keeps them start empty. A draft another
 * session wrote (a member who has since logged out, or another member) is not given back: only a guest's, or this
 * session's, so that one person's address and phone do not fill the next one's checkout.
 */
export function readCheckoutDraft(): CheckoutDraft {
  const kept = draftSchema.safeParse(read(CHECKOUT_DRAFT_KEY));
  if (!kept.success || (kept.data.by !== 'guest' && kept.data.by !== writer())) {
    return { values: emptyCheckoutForm, choice: undefined };
  }
  return { values: { ...emptyCheckoutForm, ...kept.data.values }, choice: kept.data.choice };
}

export function writeCheckoutDraft(values: Partial<CheckoutForm>, choice: string | null): void {
  write(CHECKOUT_DRAFT_KEY, { by: writer(), ...(choice === null ? {} : { choice }), values });
}

/** The order is placed: neither the form nor its key is kept. */
export function clearCheckoutDraft(): void {
  write(CHECKOUT_DRAFT_KEY, null);
  write(CHECKOUT_ATTEMPT_KEY, null);
}

const isAttempt = (value: unknown): value is Attempt => {
  const v = value as Partial<Attempt> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.key === 'string' &&
    typeof v.body === 'string' &&
    typeof v.unsettled === 'boolean'
  );
};

export const tabAttemptStore: AttemptStore = {
  read: () => {
    const kept = read(CHECKOUT_ATTEMPT_KEY);
    return isAttempt(kept) ? kept : null;
  },
  write: (attempt) => write(CHECKOUT_ATTEMPT_KEY, attempt),
};

/**
 * What the confirmation shows of a placed order, and no more: Order fits it as it is, and parsing an Order with it
 * drops the rest (the lines, the receiver's name, the address).
 */
const placedOrderSchema = z.object({
  uuid: z.string(),
  number: z.string(),
  awaiting_confirmation: z.boolean(),
  totals: z.object({ total: z.number() }),
  delivery: z.object({
    method: z.enum(DELIVERY_METHODS),
    service_package: z.object({ expected_time: localizedSchema }).nullable(),
  }),
  /** for the tracking link */
  receiver: z.object({ phone: z.string().nullable() }),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

const placedSchema = z.object({ by: z.string(), order: placedOrderSchema });

export function writePlacedOrder(order: Order): void {
  const kept = placedOrderSchema.safeParse(order);
  write(CHECKOUT_PLACED_KEY, kept.success ? { by: writer(), order: kept.data } : null);
}

/** The order this session placed in this tab, as its confirmation shows it; like a draft, not given to another. */
export function readPlacedOrder(): PlacedOrder | null {
  const kept = placedSchema.safeParse(read(CHECKOUT_PLACED_KEY));
  return kept.success && kept.data.by === writer() ? kept.data.order : null;
}

/** A new checkout has begun: the last order's confirmation is over. */
export function clearPlacedOrder(): void {
  write(CHECKOUT_PLACED_KEY, null);
}
