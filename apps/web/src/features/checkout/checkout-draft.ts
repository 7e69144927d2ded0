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
