// `npm run dev`: the API (reloading on change) on :3000, and Vite for the storefront on :5173 and for the back office
// on :5174/admin/, which proxy /api and /images to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@dukkan/api'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@dukkan/web'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@dukkan/admin'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && (stop(), process.exit(code)));
