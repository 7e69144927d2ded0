import type { ErrorBody, FieldErrors, Locale } from '@dukkan/contracts';

/** A failed call to the admin API; `status` 0 when the network failed before any answer. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
    fallback: string,
  ) {
    super(body?.message || fallback);
  }

  get fieldErrors(): FieldErrors {
    return this.body?.errors ?? {};
  }
}

export type QueryParams = Record<string, string | number | undefined | null>;

interface ClientHooks {
  token: () => string | null;
  locale: () => Locale;
  /** a 401 from the API: the session is over (expired, revoked or the member was disabled) */
  unauthorized: () => void;
}

let hooks: ClientHooks = { token: () => null, locale: () => 'ar', unauthorized: () => undefined };

export function configureApi(next: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...next };
}

export const ADMIN_API = '/api/admin';

export function adminUrl(path: string, query: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${ADMIN_API}${path}${qs ? `?${qs}` : ''}`;
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: QueryParams;
  /** sent as JSON */
  body?: unknown;
  /** sent as is (a CSV file, a FormData upload); give its type in `headers` unless the browser sets it */
  rawBody?: Blob | FormData | string;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
}

/** The raw answer, for callers that read headers (ETag) or accept a 304. */
export async function adminFetch(path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', hooks.locale());
  const token = hooks.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const body = options.rawBody ?? (options.body === undefined ? null : JSON.stringify(options.body));
  let response: Response;
  try {
    response = await fetch(adminUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null, 'Network error');
  }
  if (response.status === 401 && token) hooks.unauthorized();
  return response;
}

export async function errorOf(response: Response): Promise<ApiError> {
  let body: ErrorBody | null = null;
  try {
    const parsed = (await response.json()) as unknown;
    if (parsed && typeof parsed === 'object' && typeof (parsed as ErrorBody).message === 'string') {
      body = parsed as ErrorBody;
    }
  } catch {
    // not JSON: the status text stands in
  }
  return new ApiError(response.status, body, response.statusText || `HTTP ${response.status}`);
}

/** JSON in, JSON out; any non-2xx answer becomes an ApiError carrying the server's message and field errors. */
export async function adminApi<T>(path: string, options: CallOptions = {}): Promise<T> {
  const response = await adminFetch(path, options);
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as T;
}

/** GET with If-None-Match: `null` when the server answers 304 (nothing changed). */
export async function adminGetIfChanged<T>(
  path: string,
  etag: string | null,
  signal?: AbortSignal,
): Promise<{ body: T; etag: string | null } | null> {
  const response = await adminFetch(path, { signal, headers: etag ? { 'If-None-Match': etag } : {} });
  if (response.status === 304) return null;
  if (!response.ok) throw await errorOf(response);
  return { body: (await response.json()) as T, etag: response.headers.get('ETag') };
}
