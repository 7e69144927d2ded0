import type { Order } from '@dukkan/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth';
import {
  CHECKOUT_ATTEMPT_KEY,
  CHECKOUT_DRAFT_KEY,
  CHECKOUT_PLACED_KEY,
  clearCheckoutDraft,
  clearPlacedOrder,
  readCheckoutDraft,
  readPlacedOrder,
  tabAttemptStore,
  writeCheckoutDraft,
  writePlacedOrder,
} from './checkout-draft';
import { emptyCheckoutForm } from './checkout-form';

const empty = { values: emptyCheckoutForm, choice: undefined };

describe("the tab's checkout draft", () => {
  afterEach(() => {
    sessionStorage.clear();
    useAuthStore.getState().clearToken();
  });

  it('starts empty, and gives back what was typed and the address picked, the rest empty', () => {
    expect(readCheckoutDraft()).toEqual(empty);
    writeCheckoutDraft(
      { delivery_method: 'delivery_company', city_id: '3', near_place: 'Dahra', as_guest: true },
      'address-uuid',
    );
    expect(readCheckoutDraft()).toEqual({
      values: {
        ...emptyCheckoutForm,
        delivery_method: 'delivery_company',
        city_id: '3',
        near_place: 'Dahra',
        as_guest: true,
      },
      choice: 'address-uuid',
    });
  });

  it('drops what is not as the form keeps it', () => {
    for (const raw of [
      '{not json',
      '"a text"',
      '{"near_place":"Dahra"}',
      '{"by":"guest","values":{"delivery_method":"drone"}}',
      '{"by":"guest","values":{"city_id":3}}',
    ]) {
      sessionStorage.setItem(CHECKOUT_DRAFT_KEY, raw);
      expect(readCheckoutDraft(), raw).toEqual(empty);
    }
  });

  it("gives a member's draft back to that session only: not after a logout, nor to another member", () => {
    useAuthStore.getState().setToken('token-of-huda');
    writeCheckoutDraft({ near_place: 'Gorji', receiver_phone: '0925551234' }, null);
    expect(readCheckoutDraft().values.near_place).toBe('Gorji');
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).not.toContain('token-of-huda');
    useAuthStore.getState().clearToken();
    expect(readCheckoutDraft()).toEqual(empty);
    useAuthStore.getState().setToken('token-of-salem');
    expect(readCheckoutDraft()).toEqual(empty);
    // what a guest typed is still theirs once they log in or become a subscriber in the same tab
    useAuthStore.getState().clearToken();
    writeCheckoutDraft({ guest_name: 'Amal Fathi' }, null);
    useAuthStore.getState().setToken('token-of-amal');
    expect(readCheckoutDraft().values.guest_name).toBe('Amal Fathi');
  });

  it("keeps the order's key, and forgets both once the order is placed", () => {
    tabAttemptStore.write({ key: 'k1', body: '{}', unsettled: true });
    expect(tabAttemptStore.read()).toEqual({ key: 'k1', body: '{}', unsettled: true });
    sessionStorage.setItem(CHECKOUT_ATTEMPT_KEY, '{"key":1}');
    expect(tabAttemptStore.read()).toBeNull();
    tabAttemptStore.write({ key: 'k2', body: '{}', unsettled: false });
    writeCheckoutDraft({ near_place: 'Dahra' }, null);
    clearCheckoutDraft();
    expect([sessionStorage.getItem(CHECKOUT_DRAFT_KEY), sessionStorage.getItem(CHECKOUT_ATTEMPT_KEY)]).toEqual([
      null,
      null,
    ]);
  });
});

const name = { ar: 'ب', en: 'b' };
const placedOrder: Order = {
  uuid: '7f1c2a9e-0000-4000-8000-000000000001',
  number: 'DK-000123',
  status: { id: 1, code: 'pending', name },
  products_count: 1,
  items_count: 2,
  delivery_method: 'delivery_company',
  total: 57.5,
  can_change: true,
  created_at: '2026-12-02T10:00:00Z',
  payment_method: 'cash_on_delivery',
  delivery: {
    method: 'delivery_company',
    city: { id: 3, name },
    service_package: { id: 2, name, expected_time: { ar: 'يومان', en: '2 days' } },
    near_place: 'Dahra, near the clock tower',
  },
  receiver: { name: 'Huda Salem', phone: '+218925551234' },
  discount_code: null,
  lines: [],
  totals: { subtotal: 50, discount: 0, code_discount: 0, tax: 0, delivery_fee: 7.5, total: 57.5 },
  updated_at: '2026-12-02T10:00:00Z',
  history: [],
  can_cancel: true,
  awaiting_confirmation: true,
};

describe("the tab's confirmation of the order placed", () => {
  afterEach(() => {
    sessionStorage.clear();
    useAuthStore.getState().clearToken();
  });

  it('gives back what the confirmation shows after a reload, and keeps no more of the order', () => {
    useAuthStore.getState().setToken('token-of-huda');
    expect(readPlacedOrder()).toBeNull();
    writePlacedOrder(placedOrder);
    // the order is placed: the draft and its key go, the confirmation stays
    clearCheckoutDraft();
    expect(readPlacedOrder()).toEqual({
      uuid: placedOrder.uuid,
      number: 'DK-000123',
      awaiting_confirmation: true,
      totals: { total: 57.5 },
      delivery: { method: 'delivery_company', service_package: { expected_time: { ar: 'يومان', en: '2 days' } } },
      receiver: { phone: '+218925551234' },
    });
    const raw = sessionStorage.getItem(CHECKOUT_PLACED_KEY) ?? '';
    for (const kept of ['token-of-huda', 'Huda Salem', 'Dahra', 'lines']) expect(raw).not.toContain(kept);
  });

  it('is over once a new checkout begins, and is not given to another session', () => {
    useAuthStore.getState().setToken('token-of-huda');
    writePlacedOrder(placedOrder);
    clearPlacedOrder();
    expect(readPlacedOrder()).toBeNull();
    writePlacedOrder(placedOrder);
    useAuthStore.getState().setToken('token-of-salem');
    expect(readPlacedOrder()).toBeNull();
  });

  it('drops what is not as the confirmation keeps it', () => {
    for (const raw of ['{not json', '{"number":"DK-000123"}', '{"by":"guest","order":{"number":"DK-000123"}}']) {
      sessionStorage.setItem(CHECKOUT_PLACED_KEY, raw);
      expect(readPlacedOrder(), raw).toBeNull();
    }
  });
});
