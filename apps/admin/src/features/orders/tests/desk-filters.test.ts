import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from '../store/desk-filters';

describe('desk filters in the address', () => {
  it('reads the known filters and drops malformed ones', () => {
    const params = new URLSearchParams(
      'status=pending&delivery_method=drone&city_id=abc&from=2026-11-01&to=01/12/2026&q=%20%D9%85%D8%AD%D9%85%D8%AF%20&page=3',
    );
    expect(readFilters(params)).toEqual({ status: 'pending', from: '2026-11-01', q: 'محمد', page: 3 });
  });

  it('reads days given the wrong way round as the period they name', () => {
    expect(readFilters(new URLSearchParams('from=2026-12-05&to=2026-11-01'))).toEqual({
      from: '2026-11-01',
      to: '2026-12-05',
    });
  });

  it('any change but the page goes back to the first page', () => {
    const current = readFilters(new URLSearchParams('status=confirmed&page=4'));
    expect(writeFilters(current, { q: 'DK-000012' }).toString()).toBe('status=confirmed&q=DK-000012');
    expect(writeFilters(current, { page: 5 }).toString()).toBe('status=confirmed&page=5');
  });

  it('clearing a filter removes it from the address', () => {
    const current = readFilters(new URLSearchParams('status=shipped&city_id=7'));
    expect(writeFilters(current, { city_id: undefined, status: undefined }).toString()).toBe('');
  });

  it('keeps "awaiting confirmation only" as unconfirmed=true, and nothing once unticked', () => {
    expect(readFilters(new URLSearchParams('unconfirmed=true'))).toEqual({ unconfirmed: true });
    expect(readFilters(new URLSearchParams('unconfirmed=yes'))).toEqual({});
    const current = readFilters(new URLSearchParams('status=pending&unconfirmed=true&page=2'));
    expect(writeFilters(current, { unconfirmed: undefined }).toString()).toBe('status=pending');
    expect(writeFilters({}, { unconfirmed: true }).toString()).toBe('unconfirmed=true');
  });
});
