// `npm run dev`: the server with reload (tsx watch, port 8080) and Vite with hot reload (port 5173,
// proxying /api, /image and /translations to the server). Ctrl+C stops both.
import { spawn } from 'node:child_process';

const run = (cmd, args, name) => {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited with ${code}`);
    shutdown(code ?? 0);
  });
  return child;
};

const children = [
  run('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], 'server'),
  run('npx', ['vite', '--port', '5173'], 'vite'),
];

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
