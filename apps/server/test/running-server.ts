import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { minimalEnv } from './compiled-server.ts';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A compiled server (or CLI) in a child process, with its output collected as it arrives. */
export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves once the output matches (checked on every chunk, never on a timer). */
  waitForOutput(match: RegExp | ((output: string) => boolean)): Promise<void>;
  exited: Promise<Exit>;
}

export function runNode(script: string, cwd: string, env: Record<string, string>): RunningProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', script], {
    cwd,
    env: minimalEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set<{ matches(output: string): boolean; resolve(): void }>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiters) {
      if (waiter.matches(output)) {
        waiters.delete(waiter);
        waiter.resolve();
      }
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<Exit>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => output,
    exited,
    waitForOutput(match) {
      const matches = typeof match === 'function' ? match : (text: string) => match.test(text);
      if (matches(output)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        waiters.add({ matches, resolve });
        void exited.then((exit) =>
          reject(new Error(`exited (${JSON.stringify(exit)}) while waiting:\n${output}`)),
        );
      });
    },
  };
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One HTTP request with exact headers: no automatic decompression, unlike fetch. */
export function request(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; agent?: http.Agent } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', ...options },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
