import type { ErrorBody, FieldErrors, Locale } from '@dukkan/contracts';
import type { Prefetched } from './boot-prefetch';

/** A failed call: `status` 0 means the network failed before any answer. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null, fallback: string) {
    super(body?.message || fallback);
    this.status = status;
    this.body = body;
  }

  /** 422 field errors, keyed by field */
  get fieldErrors(): FieldErrors {
    return this.body?.errors ?? {};
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

interface ApiConfig {
  getToken: () => string | null;
  getLocale: () => Locale;
  /** called for every answer with status ≥ 500, before the error is thrown */
  onServerError: (error: ApiError) => void;
  /** called when the API refused the token a request was sent with (401): the session it named has ended */
  onTokenRefused: (token: string) => void;
}

let config: ApiConfig = {
  getToken: () => null,
  getLocale: () => 'ar',
  onServerError: () => undefined,
  onTokenRefused: () => undefined,
};

export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...config, ...next };
}

export type QueryValue = string | number | boolean | null | undefined;

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** extra request headers, e.g. Idempotency-Key */
  headers?: Record<string, string>;
  /** a GET the browser must check with the server rather than answer from its own copy (the ETag keeps it cheap) */
  revalidate?: boolean;
  /** a check the shopper did not ask for: its server errors are not alerted */
  background?: boolean;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function asErrorBody(value: unknown): ErrorBody | null {
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string') {
    return value as ErrorBody;
  }
  return null;
}

/** How long a response asked for by lib/boot-prefetch.ts stands in for the app's own request. */
const PREFETCH_MAX_AGE_MS = 10_000;

/** The response lib/boot-prefetch.ts asked for early for this GET, if any and asked the same way; taken once. */
function takePrefetched(url: string, lang: string, token: string | null): Promise<Response> | undefined {
  const list: Prefetched[] = window.__dukkanPrefetch ?? [];
  const index = list.findIndex(
    (p) => p.url === url && p.lang === lang && p.token === token && performance.now() - p.at < PREFETCH_MAX_AGE_MS,
  );
  if (index < 0) return undefined;
  return list.splice(index, 1)[0]?.response;
}

/** Whether lib/boot-prefetch.ts asked for this GET early and was answered with a success; the answer stays to be taken. */
export async function prefetchedOk(url: string): Promise<boolean> {
  const early = window.__dukkanPrefetch?.find((p) => p.url === url);
  try {
    return early ? (await early.response).ok : false;
  } catch {
    return false;
  }
}

/** The one way the storefront talks to its API: bearer token, Accept-Language, JSON, errors as ApiError. */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const lang = config.getLocale();
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json', 'Accept-Language': lang };
  const token = config.getToken();
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const init: RequestInit = { method, headers };
  if (options.signal) init.signal = options.signal;
  if (options.revalidate) init.cache = 'no-cache';
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  const url = buildUrl(path, options.query);
  const early = method === 'GET' ? takePrefetched(url, lang, token) : undefined;
  let response: Response;
  try {
    response = await (early ?? fetch(url, init));
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, null, 'Network error');
  }

  const payload = await readBody(response);
  if (!response.ok) {
    const error = new ApiError(response.status, asErrorBody(payload), response.statusText || `HTTP ${response.status}`);
    if (response.status >= 500 && !options.background) config.onServerError(error);
    if (response.status === 401 && token) config.onTokenRefused(token);
    throw error;
  }
  return payload as T;
}

export const apiGet = <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options);
export const apiPost = <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
  apiRequest<T>('POST', path, { ...options, body });
export const apiPut = <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
  apiRequest<T>('PUT', path, { ...options, body });
export const apiDelete = <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
  apiRequest<T>('DELETE', path, options);
