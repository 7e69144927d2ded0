import type { OrderDetails, OrderRow } from '../../../lib/admin-types';

/** An order as the desk lists it: one pending pickup order of 10 dinars, with what a test changes over it. */
export const orderRow = (changes: Partial<OrderRow> = {}): OrderRow => ({
  uuid: '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c',
  number: 'DK-000007',
  status: 'pending',
  created_at: '2026-11-01T10:00:00Z',
  client_name: 'Client',
  receiver_name: 'Huda',
  phone: '0912345678',
  city_name: null,
  delivery_method: 'pickup',
  items_count: 1,
  total: 10,
  cash_to_collect: 10,
  awaiting_confirmation: false,
  ...changes,
});

/** The same order as its page reads it, without lines, history or notes unless a test gives them. */
export const orderDetails = (changes: Partial<OrderDetails> = {}): OrderDetails => {
  const { uuid, number, status, created_at, receiver_name, phone, delivery_method } = orderRow();
  return {
    uuid,
    number,
    status,
    created_at,
    delivery_method,
    city_name: null,
    package_name: null,
    address: null,
    receiver_name,
    phone,
    client: null,
    lines: [],
    subtotal: 10,
    discount: 0,
    code_discount: 0,
    tax: 0,
    delivery_fee: 0,
    total: 10,
    cash_to_collect: 10,
    awaiting_confirmation: false,
    discount_code: null,
    history: [],
    notes: [],
    allowed_transitions: [],
    ...changes,
  };
};
