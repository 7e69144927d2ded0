import { describe, expect, it } from 'vitest';
import { termsSections } from './terms-sections';

describe('terms sections', () => {
  it('makes the short title before a colon the heading of its section, and keeps the opening without one', () => {
    const text =
      'Welcome to Dukkan. By ordering you agree to these terms.\n\nOrders: an order is confirmed once reviewed.\n\n' +
      'We may cancel an order if an item runs out.\n\nReturns and exchanges: within 7 days, unused.';
    expect(termsSections(text)).toEqual([
      { heading: null, paragraphs: ['Welcome to Dukkan. By ordering you agree to these terms.'] },
      {
        heading: 'Orders',
        paragraphs: ['An order is confirmed once reviewed.', 'We may cancel an order if an item runs out.'],
      },
      { heading: 'Returns and exchanges', paragraphs: ['Within 7 days, unused.'] },
    ]);
  });

  it('reads Arabic titles, and a title on a line of its own', () => {
    const text = 'الطلبات: يُعد الطلب مؤكداً بعد مراجعته.\n\nالتوصيل\nنوصل إلى المدن الليبية خلال ثلاثة أيام.';
    expect(termsSections(text)).toEqual([
      { heading: 'الطلبات', paragraphs: ['يُعد الطلب مؤكداً بعد مراجعته.'] },
      { heading: 'التوصيل', paragraphs: ['نوصل إلى المدن الليبية خلال ثلاثة أيام.'] },
    ]);
  });

  it('does not take a sentence with a colon late in it for a title', () => {
    const text = 'Payment is cash on delivery, and the fee depends on: the city and the package.';
    expect(termsSections(text)).toEqual([{ heading: null, paragraphs: [text] }]);
  });
});
