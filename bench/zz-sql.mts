import { openDatabase } from '../apps/api/src/db/connection.js';
import { findProducts } from '../apps/api/src/modules/catalogue/repository.js';
const { db } = openDatabase(process.argv[2]!);
const seen: string[] = [];
const logged = db.withPlugin({ transformQuery: (a) => a.node, transformResult: async (a) => a.result }) ;
for (const name of process.argv.slice(3)) {
  const t = performance.now();
  const r = await findProducts(db.withoutPlugins(), { name }, { limit: 8, offset: 0 }, undefined, 0);
  console.log(name, (performance.now() - t).toFixed(1), 'ms', r.ids.length, r.total, r.totalRelation);
}
await db.destroy();
