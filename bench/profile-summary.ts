// node --import tsx bench/profile-summary.ts <file.cpuprofile> [--top 40]
// Self time of a V8 CPU profile (from `node --cpu-prof`, e.g. `npm run bench:api -- --cpu-prof <dir>`), summed by
// function and by where the code lives (an npm package, the API's bundle, Node's internals), largest first.
import fs from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '40' } },
});
const file = positionals[0];
if (!file) {
  console.error('usage: bench/profile-summary.ts <file.cpuprofile> [--top 40]');
  process.exit(1);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

/** where a function lives: the npm package, our bundle, Node itself, or V8's pseudo-frames (GC, idle, program) */
function area(url: string, name: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  if (url.includes('/dist/main.js')) return 'api (dist/main.js)';
  if (url.startsWith('node:')) return 'node internals';
  if (!url) return `(${name || 'native'})`;
  return url;
}

const byFunction = new Map<string, number>();
const byArea = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const node = byId.get(id);
  const micros = profile.timeDeltas[i] ?? 0;
  if (!node) return;
  const { functionName, url, lineNumber } = node.callFrame;
  const name = functionName || '(anonymous)';
  const where = area(url, name);
  const key = `${name}  ${where}${url ? `:${lineNumber + 1}` : ''}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  byArea.set(where, (byArea.get(where) ?? 0) + micros);
  total += micros;
});
const busy = total - (byArea.get('(idle)') ?? 0);

function print(title: string, entries: Map<string, number>, top: number): void {
  console.log(`\n${title}\n| self ms | of busy | |\n| ---: | ---: | --- |`);
  for (const [key, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`| ${(micros / 1000).toFixed(0)} | ${((100 * micros) / busy).toFixed(1)} % | ${key} |`);
  }
}

console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (not idle)`);
print('By where the code lives', byArea, 20);
print('By function', byFunction, Number(values.top));
