// Orders under load: many parallel buyers, orders per second, and a check that no stock was oversold.
interface ProductLite {
  uuid: string;
  quantity: number;
  is_available: boolean;
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function makeBuyers(base: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${base}/api/client/create/subscriber`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: `Buyer ${i}`, phone: `091${String(1_000_000 + i).slice(-7)}` }),
    });
    if (res.status !== 201) throw new Error(`subscriber ${i}: ${res.status} ${await res.text()}`);
    tokens.push((await json<{ access_token: string }>(res)).access_token);
  }
  return tokens;
}

function order(base: string, token: string, uuid: string, quantity: number): Promise<Response> {
  return fetch(`${base}/api/client/sales`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      products: [{ uuid, quantity }],
      delivery_method: 'pickup',
      payment_method: 'cash_on_delivery',
    }),
  });
}

/** Runs `tasks` with at most `width` in flight. */
async function pool<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await (tasks[i] as () => Promise<T>)();
      }
    }),
  );
  return results;
}

export async function benchOrders(base: string, _databaseUrl: string, buyers: number): Promise<void> {
  const tokens = await makeBuyers(base, buyers);
  const page = await json<{ data: ProductLite[] }>(await fetch(`${base}/api/client/products?limit=100`));
  const inStock = page.data.filter((p) => p.is_available && p.quantity > 0);

  // Throughput: each buyer orders one unit of a product, 20 at a time.
  const started = performance.now();
  const statuses = await pool(
    tokens.map((token, i) => async () => {
      const p = inStock[i % inStock.length] as ProductLite;
      return (await order(base, token, p.uuid, 1)).status;
    }),
    20,
  );
  const seconds = (performance.now() - started) / 1000;
  const placed = statuses.filter((s) => s === 201).length;
  console.log(
    `\norders: ${placed} placed, ${statuses.length - placed} refused, ${(placed / seconds).toFixed(0)} orders/s (${buyers} buyers, 20 in flight)`,
  );

  // Contention: every buyer wants the same product at once.
  const target = inStock.find((p) => p.quantity >= 3) as ProductLite;
  // stock as the cart sees it: check-quantity reads the database (product pages may be cached for a few seconds)
  const stock = async () =>
    (
      await json<{ available_quantity: number }>(
        await fetch(`${base}/api/client/products/${target.uuid}/check-quantity?requested_quantity=1`),
      )
    ).available_quantity;
  const before = await stock();
  const race = await pool(
    tokens.map((token) => async () => (await order(base, token, target.uuid, 1)).status),
    50,
  );
  const sold = race.filter((s) => s === 201).length;
  const after = await stock();
  const ok = sold <= before && after === before - sold && after >= 0;
  console.log(
    `race for one product: stock ${before}, ${buyers} buyers, ${sold} sold, stock now ${after} — ${ok ? 'no oversell' : 'OVERSOLD'}`,
  );
  if (!ok) process.exitCode = 1;
}
