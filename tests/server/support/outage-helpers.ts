// Dependencies a test may take down without touching the machine's shared ones: a Redis of its own
// on another port, and a TCP proxy in front of any server (PostgreSQL) that can stop passing traffic.
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { freePort } from './server-process';

export interface OwnRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** A redis-server child process on `port` (a free one by default), keeping nothing on disk. */
export async function startOwnRedis(port?: number): Promise<OwnRedis> {
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn('redis-server', ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start')), 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    url: `redis://127.0.0.1:${chosen}/0`,
    port: chosen,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export interface TcpProxy {
  port: number;
  /** Cuts every open connection and refuses new ones (the dependency "goes down"). */
  cut(): Promise<void>;
  /** Listens again on the same port, or forwards again after a hang. */
  restore(): Promise<void>;
  /** Keeps every connection open and accepts new ones, but forwards nothing (a stalled link). */
  hang(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const port = await freePort();
  let server: Server | null = null;
  let hanging = false;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        forward(client, upstream);
        forward(upstream, client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
      server = next;
    });
  // Data that arrives while hanging is dropped, as a stalled link loses it.
  const forward = (from: Socket, to: Socket) => from.on('data', (chunk) => hanging || to.write(chunk));
  const stopListening = async () => {
    const current = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };
  await listen();
  return {
    port,
    cut: stopListening,
    restore: async () => {
      if (hanging) hanging = false;
      else await listen();
    },
    hang: () => {
      hanging = true;
    },
    close: stopListening,
  };
}

/** A log stream for Fastify's logger that keeps every line, parsed. */
export function logLines() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const messages = () => lines.map((line) => String(line.msg ?? ''));
  return { stream, lines, messages };
}
