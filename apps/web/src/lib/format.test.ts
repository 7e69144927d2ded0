import { describe, expect, it } from 'vitest';
import { paragraphs } from './format';

// Amounts and counts are written by @dukkan/contracts' formatAmount and formatCount, tested there
// against hand-written strings (packages/contracts/src/money.test.ts).
describe('formatting', () => {
  it('splits plain text into paragraphs on blank lines, keeping markup as text', () => {
    expect(paragraphs('one\n\n two \r\n\r\n<b>three</b>\n')).toEqual(['one', 'two', '<b>three</b>']);
    expect(paragraphs('   ')).toEqual([]);
  });
});
