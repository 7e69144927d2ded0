import { describe, expect, it } from 'vitest';
import { bidiRuns, isMixed, isolateCode, isolateText } from './bidi';

describe('bidi runs of a mixed name', () => {
  it('keeps a Latin model apart from the numbers of the Arabic that follows', () => {
    expect(bidiRuns('جهاز لوحي شاومي Pad 6 - 64 جيجابايت')).toEqual([
      { text: 'جهاز لوحي شاومي ', latin: false },
      { text: 'Pad 6', latin: true },
      { text: ' - 64 جيجابايت', latin: false },
    ]);
  });

  it('takes several Latin words, digits and a plus as one run', () => {
    expect(bidiRuns('جهاز لوحي سامسونج Galaxy Tab A9+ - أزرق')).toEqual([
      { text: 'جهاز لوحي سامسونج ', latin: false },
      { text: 'Galaxy Tab A9+', latin: true },
      { text: ' - أزرق', latin: false },
    ]);
  });

  it('keeps a model joined by a hyphen, colon, slash or apostrophe in one run, so it is not read backwards', () => {
    const latin = (text: string) => bidiRuns(text).flatMap((run) => (run.latin ? [run.text] : []));
    expect(latin('مكمل Well-Being للمناعة')).toEqual(['Well-Being']);
    expect(latin('زيت سمك Omega-3 - 60 كبسولة')).toEqual(['Omega-3']);
    expect(latin('سيارة RC 1:14 بجهاز تحكم')).toEqual(['RC 1:14']);
    expect(latin('إطار ميشلان Pilot Sport 225/45 R17')).toEqual(['Pilot Sport 225/45 R17']);
    expect(latin('حلوى D’Lites بالشوكولاتة')).toEqual(['D’Lites']);
    expect(latin('سماعة سوني WH-CH720N - أسود')).toEqual(['WH-CH720N']);
  });

  it('takes accented Latin letters and Arabic-Indic digits into the run', () => {
    const latin = (text: string) => bidiRuns(text).flatMap((run) => (run.latin ? [run.text] : []));
    expect(latin("كريم L'Oréal Paris للوجه")).toEqual(["L'Oréal Paris"]);
    expect(latin('آيس كريم Häagen-Dazs فانيلا')).toEqual(['Häagen-Dazs']);
    expect(latin('جهاز لوحي شاومي Pad ٦ - ٦٤ جيجابايت')).toEqual(['Pad ٦']);
    expect(bidiRuns('Nestlé Nescafé Gold')).toEqual([{ text: 'Nestlé Nescafé Gold', latin: true }]);
  });

  it('leaves text without Latin, and all-Latin text, in one run', () => {
    expect(bidiRuns('زيت زيتون 1 لتر')).toEqual([{ text: 'زيت زيتون 1 لتر', latin: false }]);
    expect(bidiRuns('Xiaomi Pad 6 Tablet')).toEqual([{ text: 'Xiaomi Pad 6 Tablet', latin: true }]);
  });
});

describe('mixed names', () => {
  it('calls a name mixed when Latin runs sit beside letters of another script, whichever comes first', () => {
    expect(isMixed(bidiRuns('طقم مايكروسوفت Desktop 900 - أزرق'))).toBe(true);
    expect(isMixed(bidiRuns('Samsung Galaxy جديد'))).toBe(true);
  });

  it('does not call a name mixed for digits and signs beside one script', () => {
    expect(isMixed(bidiRuns('زيت زيتون 1 لتر - 2 × 500'))).toBe(false);
    expect(isMixed(bidiRuns('Microsoft Wireless Desktop 900 - Blue'))).toBe(false);
    expect(isMixed(bidiRuns('Crème brûlée - Nestlé'))).toBe(false);
  });
});

describe('isolated order numbers and names in plain text', () => {
  it('wraps an order number in a left-to-right isolate with no break after its hyphen', () => {
    expect(isolateCode('DK-000123')).toBe('\u2066DK-\u2060000123\u2069');
  });

  it('wraps a name in an isolate of its own direction', () => {
    expect(isolateText('Huda')).toBe('\u2068Huda\u2069');
  });
});
