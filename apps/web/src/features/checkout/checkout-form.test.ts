import { describe, expect, it } from 'vitest';
import { checkoutFormSchema, emptyCheckoutForm, formFieldOf, splitName, toSaleBody } from './checkout-form';

const line = {
  uuid: 'u1',
  quantity: 2,
  selling_price: 10,
  selling_price_after_discount: 9,
  selling_price_after_tax: 10.35,
};

describe('checkout form', () => {
  it('sends pickup orders without any delivery field or empty code', () => {
    const body = toSaleBody({ ...emptyCheckoutForm, city_id: '3', near_place: 'left over' }, [line], {
      discountCode: null,
      expectedTotal: 20.7,
    });
    expect(body).toEqual({
      products: [{ uuid: 'u1', quantity: 2, expected_price: 10.35 }],
      delivery_method: 'pickup',
      payment_method: 'cash_on_delivery',
      expected_total: 20.7,
    });
  });

  it('sends the delivery fields and the applied code for delivery', () => {
    const body = toSaleBody(
      {
        ...emptyCheckoutForm,
        delivery_method: 'delivery_company',
        city_id: '1',
        service_package_id: '2',
        near_place: '  Souq al-Juma ',
        receiver_name: 'Amal Ali',
        receiver_phone: '091 234 5678',
      },
      [line],
      { discountCode: 'WELCOME10', expectedTotal: 33.63 },
    );
    expect(body).toMatchObject({
      city_id: 1,
      service_package_id: 2,
      near_place: 'Souq al-Juma',
      receiver_name: 'Amal Ali',
      receiver_phone: '091 234 5678',
      discount_code: 'WELCOME10',
    });
  });

  it('asks for the delivery fields only for delivery, and a Libyan phone', () => {
    expect(checkoutFormSchema.safeParse(emptyCheckoutForm).success).toBe(true);
    const result = checkoutFormSchema.safeParse({
      ...emptyCheckoutForm,
      delivery_method: 'delivery_company',
      receiver_name: 'A',
      receiver_phone: '0812345678',
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({
      city_id: 'required',
      service_package_id: 'required',
      near_place: 'required',
      receiver_name: 'tooShort',
      receiver_phone: 'phoneInvalid',
    });
  });

  it('asks a guest for a name and a phone, in Arabic-Indic digits too', () => {
    const guest = { ...emptyCheckoutForm, as_guest: true, guest_name: 'سالم', guest_phone: '٠٩١٢٣٤٥٦٧٨' };
    expect(checkoutFormSchema.safeParse(guest).success).toBe(true);
    expect(checkoutFormSchema.safeParse({ ...guest, guest_phone: '' }).success).toBe(false);
  });

  it('splits a full name into first and last names', () => {
    expect(splitName('  Salem  Ali Ben Omar ')).toEqual({ first_name: 'Salem', last_name: 'Ali Ben Omar' });
    expect(splitName('سالم')).toEqual({ first_name: 'سالم' });
  });

  it('puts server errors beside the right fields', () => {
    expect(formFieldOf('receiver_phone')).toBe('receiver_phone');
    expect(formFieldOf('phone')).toBe('guest_phone');
    expect(formFieldOf('first_name')).toBe('guest_name');
    expect(formFieldOf('products.0.quantity')).toBeNull();
  });
});
