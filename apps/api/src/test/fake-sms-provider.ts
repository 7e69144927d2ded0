import Fastify from 'fastify';

export interface FakeSmsProvider {
  url: string;
  /** every request, in order: its Idempotency-Key and the status answered */
  hits: { key: string; status: number }[];
  /** the messages the provider took (a repeated key is answered 200 and not sent again), by key */
  accepted: Map<string, { from: string; to: string; text: string }>;
  /** while down, every request is answered 503 */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

/** An HTTP SMS provider for tests, with the contract createSmsProvider speaks; `delayMs` slows every answer. */
export async function fakeSmsProvider(apiKey: string, delayMs = 0): Promise<FakeSmsProvider> {
  const app = Fastify({ logger: false });
  const hits: FakeSmsProvider['hits'] = [];
  const accepted: FakeSmsProvider['accepted'] = new Map();
  let down = false;
  app.post('/messages', async (request, reply) => {
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    const key = String(request.headers['idempotency-key'] ?? '');
    const status = down ? 503 : request.headers.authorization !== `Bearer ${apiKey}` ? 401 : 200;
    hits.push({ key, status });
    if (status === 200 && !accepted.has(key)) {
      accepted.set(key, request.body as { from: string; to: string; text: string });
    }
    return reply.status(status).send({ ok: status === 200 });
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `${address}/messages`,
    hits,
    accepted,
    setDown: (value) => {
      down = value;
    },
    close: () => app.close(),
  };
}
