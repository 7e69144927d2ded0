import type { FastifyRequest } from 'fastify';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** Query parameters that name a person or an order wherever they appear: the tracking phone, searches of orders. */
const PRIVATE_QUERY = new Set(['phone', 'receiver_phone', 'email']);
const ORDER_QUERY = new Set(['q', 'number']);

/**
 * The request URL as it may be logged (issue 15 item 10): an order's uuid is as good as a password for reading that
 * order, so on order routes (`…/orders/…`) every uuid becomes `:uuid`, and their search (`q`, `number`) is hidden;
 * a phone or e-mail in any query string is hidden too, and so is the customers list's search.
 */
export function redactUrl(url: string): string {
  const [pathPart = '', query] = url.split(/\?(.*)/s, 2);
  const orderRoute = /\/orders(\/|$)/i.test(pathPart);
  // the customers list is searched by name, phone and e-mail
  const searchHidden = orderRoute || /\/customers(\/|$)/i.test(pathPart);
  const path = orderRoute ? pathPart.replace(UUID, ':uuid') : pathPart;
  if (query === undefined) return path;
  const params = query.split('&').map((pair) => {
    const name = decodeURIComponentSafe(pair.split('=', 1)[0] ?? '');
    return PRIVATE_QUERY.has(name) || (searchHidden && ORDER_QUERY.has(name)) ? `${name}=[redacted]` : pair;
  });
  return `${path}?${params.join('&')}`;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Fastify's request log line, with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
