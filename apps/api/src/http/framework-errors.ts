import http from 'node:http';
import type { Duplex } from 'node:stream';
import { type MessageCode, localeFromHeader, message } from '@dukkan/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors raised before a request reaches the app's hooks still answer the one envelope `{message}` in the request's
 * language: the router's (a malformed percent-encoding in the path, a path parameter too long) through Fastify's
 * `frameworkErrors`, and Node's parser's (headers too large, a malformed request line) through `clientErrorHandler`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const locale = localeFromHeader(request.headers['accept-language']);
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ message: message('malformed_path', locale) });
}

const CLIENT_ERRORS: Record<string, { status: number; code: MessageCode }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout' },
};

/** The Accept-Language line of whatever of the request Node had read, if any (a 431's headers are there). */
function languageOf(raw: unknown): string | undefined {
  if (!Buffer.isBuffer(raw)) return undefined;
  return /\r\naccept-language:[ \t]*([^\r\n]{1,200})/i.exec(raw.toString('latin1'))?.[1];
}

export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, code: 'bad_request' as const };
  const body = JSON.stringify({ message: message(code, localeFromHeader(languageOf(error.rawPacket))) });
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
