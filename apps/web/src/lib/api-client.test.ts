import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, configureApi, prefetchedOk } from './api-client';

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token and the active language, and skips empty query values', async () => {
    const fetchMock = answer(200, { data: [] });
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ getToken: () => 'tok', getLocale: () => 'en' });
    await apiGet('/api/client/products', { query: { name: 'x', category_id: undefined, limit: 8 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/client/products?name=x&limit=8');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', 'Accept-Language': 'en' });
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = answer(200, {});
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ getToken: () => null, getLocale: () => 'ar' });
    await apiGet('/api/client/settings');
    expect(fetchMock.mock.calls[0]![1].headers).not.toHaveProperty('Authorization');
  });

  it('raises the alert for a response ≥ 500 and passes the error on', async () => {
    vi.stubGlobal('fetch', answer(503, { message: 'down', request_id: 'req-1' }));
    const onServerError = vi.fn();
    configureApi({ onServerError });
    const failure = apiGet('/api/client/categories');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    expect(onServerError).toHaveBeenCalledOnce();
    expect(onServerError.mock.calls[0]![0].body).toMatchObject({ message: 'down', request_id: 'req-1' });
  });

  it('does not alert for 4xx and exposes 422 field errors', async () => {
    vi.stubGlobal('fetch', answer(422, { message: 'invalid', errors: { email: ['bad'] } }));
    const onServerError = vi.fn();
    configureApi({ onServerError });
    const error = await apiGet('/api/client/login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ email: ['bad'] });
    expect(onServerError).not.toHaveBeenCalled();
  });

  it('reports a refused token (401) with the token the request carried, and no 401 without a token', async () => {
    vi.stubGlobal('fetch', answer(401, { message: 'Unauthenticated.' }));
    const onTokenRefused = vi.fn();
    configureApi({ getToken: () => 'expired', onTokenRefused });
    await expect(apiGet('/api/client/orders')).rejects.toBeInstanceOf(ApiError);
    expect(onTokenRefused).toHaveBeenCalledExactlyOnceWith('expired');
    configureApi({ getToken: () => null });
    await expect(apiGet('/api/client/orders')).rejects.toBeInstanceOf(ApiError);
    expect(onTokenRefused).toHaveBeenCalledOnce();
  });
});

describe('api client and the boot prefetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.__dukkanPrefetch;
  });

  const early = (url: string, lang = 'ar', token: string | null = null, at = performance.now()) => ({
    url,
    lang,
    token,
    at,
    response: Promise.resolve(new Response(JSON.stringify({ data: 'early' }), { status: 200 })),
  });

  it('takes a response asked for early for the same GET, once, instead of asking again', async () => {
    const fetchMock = answer(200, { data: 'late' });
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ getToken: () => null, getLocale: () => 'ar' });
    window.__dukkanPrefetch = [early('/api/client/categories')];
    await expect(apiGet('/api/client/categories')).resolves.toEqual({ data: 'early' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiGet('/api/client/categories')).resolves.toEqual({ data: 'late' });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('asks again when the early one was asked in another language, with another token, or long ago', async () => {
    const fetchMock = answer(200, { data: 'late' });
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ getToken: () => 'tok', getLocale: () => 'en' });
    window.__dukkanPrefetch = [
      early('/api/client/settings', 'ar', 'tok'),
      early('/api/client/settings', 'en', null),
      early('/api/client/settings', 'en', 'tok', performance.now() - 60_000),
    ];
    await expect(apiGet('/api/client/settings')).resolves.toEqual({ data: 'late' });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("tells whether an early answer is a success without taking it, so a failure is the page's to report", async () => {
    const fetchMock = answer(200, { data: 'late' });
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ getToken: () => null, getLocale: () => 'ar' });
    const failed = {
      ...early('/api/client/products/gone'),
      response: Promise.resolve(new Response('{}', { status: 404 })),
    };
    const refused = { ...early('/api/client/products/down'), response: Promise.reject(new TypeError('offline')) };
    window.__dukkanPrefetch = [early('/api/client/products/a'), failed, refused];
    await expect(prefetchedOk('/api/client/products/a')).resolves.toBe(true);
    await expect(prefetchedOk('/api/client/products/gone')).resolves.toBe(false);
    await expect(prefetchedOk('/api/client/products/down')).resolves.toBe(false);
    await expect(prefetchedOk('/api/client/products/never')).resolves.toBe(false);
    // still there to be taken
    await expect(apiGet('/api/client/products/a')).resolves.toEqual({ data: 'early' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
