import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails } from '../../../lib/admin-types';
import { ensureLanguage } from '../../../lib/i18n/i18n';
import { renderInApp } from '../../../test/render';
import { OrderNotes } from '../components/order-notes';
import { OrderList } from '../components/order-list';
import { ReceiverCard, TotalsCard } from '../components/order-summary-cards';
import { PrintSheet } from '../components/print-sheet';
import { orderDetails, orderRow } from './fixtures';

/** A Latin name with the punctuation that an Arabic line reorders ("<Ali <b>x</b") unless it is isolated. */
const NAME = 'Ali <b>x</b>';
const ADDRESS = 'Street 5, flat (2)';

const row = orderRow({ receiver_name: NAME, delivery_method: 'delivery_company' });

const details = orderDetails({
  delivery_method: 'delivery_company',
  address: ADDRESS,
  receiver_name: NAME,
  lines: [
    {
      product_uuid: '0b5e5c3e-6a52-4b8e-9a0e-2f1d6c1a9b01',
      name_ar: 'Tea (green) 50g',
      name_en: 'Tea (green) 50g',
      image: null,
      quantity: 1,
      unit_price: 10,
      total: 10,
    },
  ],
  notes: [{ id: 1, body: 'Call after 5 p.m.!', staff: { id: 1, name: 'Huda (desk)' }, created_at: row.created_at }],
});

/** Each place `text` shows is an isolate of its own direction (what keeps it whole inside right-to-left text). */
function expectIsolated(text: string, times = 1) {
  const shown = screen.getAllByText(text);
  expect(shown).toHaveLength(times);
  for (const el of shown) expect([el.tagName, el.getAttribute('dir')]).toEqual(['BDI', 'auto']);
}

describe('typed values in right-to-left screens', () => {
  it('isolates the receiver in the orders table and the phone cards', async () => {
    await renderInApp(
      <MemoryRouter>
        <div dir="rtl">
          <OrderList orders={[row]} />
        </div>
      </MemoryRouter>,
    );
    // the phone's card and the wide screen's table row
    expectIsolated(NAME, 2);
  });

  it('isolates the receiver and the address on the order page, and sets a note in its own direction', async () => {
    await renderInApp(
      <div dir="rtl">
        <ReceiverCard order={details} />
        <OrderNotes order={details} />
      </div>,
    );
    expectIsolated(NAME);
    expectIsolated(ADDRESS);
    expectIsolated('Huda (desk)');
    expect(screen.getByText('Call after 5 p.m.!').getAttribute('dir')).toBe('auto');
  });

  it('isolates the receiver, the address and the product names on the printed sheet', async () => {
    await renderInApp(
      <PrintSheet order={details} shop={undefined} doc="invoice" size="a4" locale="ar" t={i18next.t} />,
    );
    expectIsolated(NAME);
    expectIsolated(ADDRESS);
    expectIsolated('Tea (green) 50g');
  });
});

describe('the printed sheet of a cancelled order', () => {
  beforeAll(() => ensureLanguage('ar'));
  const cancelled: OrderDetails = { ...details, status: 'cancelled', cash_to_collect: 0 };

  it('says under the header that the order is not to be delivered, and has no line to sign', async () => {
    await renderInApp(
      <PrintSheet
        order={cancelled}
        shop={undefined}
        doc="delivery"
        size="receipt"
        locale="ar"
        t={i18next.getFixedT('ar')}
      />,
    );
    expect(screen.getByTestId('print-cancelled').textContent).toBe('طلب ملغي: لا يُسلَّم');
    expect(screen.queryByText('المستلم (الاسم والتوقيع)')).toBeNull();
  });

  it('calls its invoice void, in the sheet language', async () => {
    await renderInApp(
      <PrintSheet order={cancelled} shop={undefined} doc="invoice" size="a4" locale="en" t={i18next.getFixedT('en')} />,
    );
    expect(screen.getByTestId('print-cancelled').textContent).toBe('CANCELLED ORDER: this invoice is void');
  });

  it('leaves a live order without the mark, its delivery note with the line to sign', async () => {
    await renderInApp(
      <PrintSheet order={details} shop={undefined} doc="delivery" size="a4" locale="ar" t={i18next.getFixedT('ar')} />,
    );
    expect(screen.queryByTestId('print-cancelled')).toBeNull();
    expect(screen.getByText('المستلم (الاسم والتوقيع)')).toBeTruthy();
  });
});

describe('the totals add up, on paper and on the screen', () => {
  beforeAll(() => ensureLanguage('en'));
  // two lines at their prices after a 10 % product discount and with 5 % tax (a line's amount holds both): before
  // them 100.000, discounts 10.000, tax 4.500; a 5.000 code and 7.500 of delivery: 97.000 in all
  const priced: OrderDetails = {
    ...details,
    lines: [
      { ...details.lines[0]!, quantity: 2, unit_price: 28.35, total: 56.7 },
      {
        ...details.lines[0]!,
        product_uuid: '0b5e5c3e-6a52-4b8e-9a0e-2f1d6c1a9b02',
        quantity: 1,
        unit_price: 37.8,
        total: 37.8,
      },
    ],
    subtotal: 100,
    discount: 10,
    tax: 4.5,
    code_discount: 5,
    discount_code: 'EID5',
    delivery_fee: 7.5,
    total: 97,
    cash_to_collect: 97,
  };
  const rows = () =>
    Object.fromEntries(
      [...document.querySelectorAll('dl > div')].map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent!.replace(/\s+/g, ' ').trim(),
      ]),
    );

  it('starts the printed totals from what the lines add up to, and notes what is already in their prices', async () => {
    await renderInApp(
      <PrintSheet order={priced} shop={undefined} doc="invoice" size="a4" locale="en" t={i18next.getFixedT('en')} />,
    );
    expect(rows()).toMatchObject({
      Items: '94.500 LYD',
      'Product discounts (in the prices above)': '− 10.000 LYD',
      'Tax (in the prices above)': '4.500 LYD',
      'Discount code EID5': '− 5.000 LYD',
      Delivery: '7.500 LYD',
      Total: '97.000 LYD',
    });
  });

  it('does the same on the order page', async () => {
    await renderInApp(<TotalsCard order={priced} />);
    expect(rows()).toMatchObject({
      Items: expect.stringContaining('94.500'),
      Total: expect.stringContaining('97.000'),
    });
    expect(screen.queryByText('Subtotal')).toBeNull();
  });
});
