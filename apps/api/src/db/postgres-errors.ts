/**
 * Whether a connection may serve the next query after `error`: only after a statement's ERROR. A FATAL one (its
 * backend terminated, the server shutting down) comes just before the server closes the connection, and an error of
 * the socket, of a `query_timeout` or of the client has no level: such a connection is closed, not given out again.
 */
export function keepsConnection(error: unknown): boolean {
  return (error as { severity?: unknown } | null)?.severity === 'ERROR';
}
