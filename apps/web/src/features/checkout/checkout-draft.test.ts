import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth';
import {
  CHECKOUT_ATTEMPT_KEY,
  CHECKOUT_DRAFT_KEY,
  clearCheckoutDraft,
  readCheckoutDraft,
  tabAttemptStore,
  writeCheckoutDraft,
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
