/** Laravel-style envelopes: every success is `{data}`, every paged list `{data, links, meta}`, every error `{message, errors?}`. */
export interface DataEnvelope<T> {
  data: T;
}

export interface PageLinks {
  first: string;
  last: string;
  prev: string | null;
  next: string | null;
}

export interface PageMeta {
  current_page: number;
  from: number | null;
  last_page: number;
  path: string;
  per_page: number;
  to: number | null;
  total: number;
  /**
   * How `total` counts (decision 0074): `eq`, every match; `gte`, at least this many, and more exist. A name search
   * counts its matches up to `SEARCH_COUNT_CAP` (or the page's end, when deeper; only to the page's end when asked
   * with `count=page`, decision 0075); other lists leave it out and count all.
   */
  total_relation?: 'eq' | 'gte';
}

export interface Paged<T> {
  data: T[];
  links: PageLinks;
  meta: PageMeta;
}

export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  message: string;
  /** present on 422: messages keyed by field, first message first */
  errors?: FieldErrors;
  /** present on 5xx: the id under which the failure is logged */
  request_id?: string;
  /** present on some 422 answers, e.g. the order lines that need attention */
  details?: unknown;
}

/** Builds `{data, links, meta}` for a page of rows; `path` is the URL without query, `query` the other parameters (not `page`) to keep in links. */
export function pageEnvelope<T>(
  rows: T[],
  opts: {
    page: number;
    perPage: number;
    total: number;
    path: string;
    query?: Record<string, string>;
    totalRelation?: 'eq' | 'gte';
  },
): Paged<T> {
  // more than `total` exist: there is a page after the one that holds the total's last item
  const lastPage =
    opts.totalRelation === 'gte'
      ? Math.floor(opts.total / opts.perPage) + 1
      : Math.max(1, Math.ceil(opts.total / opts.perPage));
  // the kept parameters are written once: only the page differs between the links
  const kept = Object.entries(opts.query ?? {})
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}&`)
    .join('');
  const link = (page: number) => `${opts.path}?${kept}page=${page}`;
  const from = rows.length ? (opts.page - 1) * opts.perPage + 1 : null;
  return {
    data: rows,
    links: {
      first: link(1),
      last: link(lastPage),
      prev: opts.page > 1 ? link(opts.page - 1) : null,
      next: opts.page < lastPage ? link(opts.page + 1) : null,
    },
    meta: {
      current_page: opts.page,
      from,
      last_page: lastPage,
      path: opts.path,
      per_page: opts.perPage,
      to: from === null ? null : from + rows.length - 1,
      total: opts.total,
      ...(opts.totalRelation ? { total_relation: opts.totalRelation } : {}),
    },
  };
}
