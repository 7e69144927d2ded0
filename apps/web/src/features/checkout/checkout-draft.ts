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

/** The form as it was left in this tab; fields missing or not as the form keeps them start empty. */
export function readCheckoutDraft(): CheckoutForm {
  const kept = checkoutFieldsSchema.partial().safeParse(read(CHECKOUT_DRAFT_KEY));
  return kept.success ? { ...emptyCheckoutForm, ...kept.data } : emptyCheckoutForm;
}

export function writeCheckoutDraft(values: Partial<CheckoutForm>): void {
  write(CHECKOUT_DRAFT_KEY, values);
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
