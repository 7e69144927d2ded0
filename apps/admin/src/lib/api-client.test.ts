import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi, adminGetIfChanged, ApiError, configureApi } from './api-client';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

describe('admin API client', () => {
  const unauthorized = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ token: () => 'staff-token', locale: () => 'en', unauthorized });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    unauthorized.mockReset();
  });

  it('sends the staff token and the language, and reads the envelope', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { data: { id: 1 } }));
    await expect(adminApi('/me')).resolves.toEqual({ data: { id: 1 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/me');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer staff-token');
    expect(headers.get('Accept-Language')).toBe('en');
  });

  it('a 422 becomes an error carrying the field errors', async () => {
    fetchMock.mockResolvedValueOnce(answer(422, { message: 'Invalid', errors: { otp: ['Enter the code.'] } }));
    const error = await adminApi('/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ otp: ['Enter the code.'] });
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('a 401 on a signed-in call ends the session', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { message: 'Unauthenticated.' }));
    await expect(adminApi('/orders')).rejects.toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it('polls with If-None-Match and reports "unchanged" on a 304', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { data: { n: 1 } }, { ETag: 'W/"1"' }));
    const first = await adminGetIfChanged('/orders/summary', null);
    expect(first).toEqual({ body: { data: { n: 1 } }, etag: 'W/"1"' });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
    await expect(adminGetIfChanged('/orders/summary', 'W/"1"')).resolves.toBeNull();
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).get('If-None-Match')).toBe('W/"1"');
  });
});
