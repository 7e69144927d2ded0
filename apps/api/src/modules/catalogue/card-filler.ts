import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { fillCards, forgetOldCards } from './service.js';

const MAX_BACKOFF_MS = 60_000;

/** Builds and stores the product cards that are not built (decision 0063), in batches, in the background. */
export interface CardFiller {
  /** empties the cards of an earlier format, then looks for unbuilt cards every `pollMs` and fills them batch after batch */
  start(): void;
  /** stops looking and waits for the batch in hand */
  stop(): Promise<void>;
}

export function createCardFiller(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  { pollMs = 1000, batchSize = 500 } = {},
): CardFiller {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let checkedFormat = false;

  /** one batch, then the next one at once while batches come back full */
  async function round(): Promise<void> {
    if (!checkedFormat) {
      const forgotten = await forgetOldCards(db);
      if (forgotten) log.info({ forgotten }, 'product cards of an earlier format emptied, to be built again');
      checkedFormat = true;
    }
    while (!stopped && (await fillCards(db, batchSize)) === batchSize) {
      // let requests in between batches
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  function schedule(delay: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().then(
        () => schedule(pollMs),
        (error: unknown) => {
          // a round that keeps failing is tried again less and less often (reads build those cards meanwhile)
          log.error({ err: error }, 'product card filler round failed');
          schedule(Math.min(Math.max(delay, pollMs) * 2, MAX_BACKOFF_MS));
        },
      );
    }, delay);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
