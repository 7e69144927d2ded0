import { afterEach, describe, expect, it } from 'vitest';
import {
  CHECKOUT_ATTEMPT_KEY,
  CHECKOUT_DRAFT_KEY,
  clearCheckoutDraft,
  readCheckoutDraft,
  tabAttemptStore,
  writeCheckoutDraft,
} from './checkout-draft';
import { emptyCheckoutForm } from './checkout-form';

describe("the tab's checkout draft", () => {
  afterEach(() => sessionStorage.clear());

  it('starts empty, and gives back what was typed, the rest empty', () => {
    expect(readCheckoutDraft()).toEqual(emptyCheckoutForm);
    writeCheckoutDraft({ delivery_method: 'delivery_company', city_id: '3', near_place: 'Dahra', as_guest: true });
    expect(readCheckoutDraft()).toEqual({
      ...emptyCheckoutForm,
      delivery_method: 'delivery_company',
      city_id: '3',
      near_place: 'Dahra',
      as_guest: true,
    });
  });

  it('drops what is not as the form keeps it', () => {
    for (const raw of ['{not json', '"a text"', '{"delivery_method":"drone"}', '{"city_id":3}']) {
      sessionStorage.setItem(CHECKOUT_DRAFT_KEY, raw);
      expect(readCheckoutDraft(), raw).toEqual(emptyCheckoutForm);
    }
  });

  it("keeps the order's key, and forgets both once the order is placed", () => {
    tabAttemptStore.write({ key: 'k1', body: '{}', unsettled: true });
    expect(tabAttemptStore.read()).toEqual({ key: 'k1', body: '{}', unsettled: true });
    sessionStorage.setItem(CHECKOUT_ATTEMPT_KEY, '{"key":1}');
    expect(tabAttemptStore.read()).toBeNull();
    tabAttemptStore.write({ key: 'k2', body: '{}', unsettled: false });
    writeCheckoutDraft({ near_place: 'Dahra' });
    clearCheckoutDraft();
    expect([sessionStorage.getItem(CHECKOUT_DRAFT_KEY), sessionStorage.getItem(CHECKOUT_ATTEMPT_KEY)]).toEqual([
      null,
      null,
    ]);
  });
});
