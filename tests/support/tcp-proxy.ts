import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy between the server under test and a real database or Redis, which a test cuts
 * (the far side is gone), stalls (it is there but answers nothing) and restores, without
 * touching the real service that others use.
 */
export type TcpProxy = {
  port: number;
  /** Drops every connection and refuses new ones: the service is down. */
  cut(): void;
  /** Holds every byte, both ways and on new connections: the service hangs. */
  stall(): void;
  /** Passes traffic again (what a stall held first); new connections reach the service. */
  restore(): void;
  close(): Promise<void>;
};

/** A client's connection, its connection to the service, and the bytes held for each side. */
type Pair = { client: Socket; upstream: Socket | null; held: { up: boolean; data: Buffer }[] };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'open' | 'cut' | 'stall' = 'open';
  const pairs = new Set<Pair>();

  const drop = (pair: Pair) => {
    pair.client.destroy();
    pair.upstream?.destroy();
    pairs.delete(pair);
  };
  /** Sends bytes on (to the service when `up`), or holds them while stalled or connecting. */
  const pass = (pair: Pair, up: boolean, data: Buffer) => {
    if (mode === 'stall' || !pair.upstream) pair.held.push({ up, data });
    else (up ? pair.upstream : pair.client).write(data);
  };
  const flush = (pair: Pair) => {
    for (const { up, data } of pair.held.splice(0)) (up ? pair.upstream! : pair.client).write(data);
  };
  const link = (pair: Pair) => {
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('data', (d: Buffer) => pass(pair, false, d));
    upstream.on('error', () => drop(pair));
    upstream.on('close', () => drop(pair));
    flush(pair);
  };

  const server = createServer((client) => {
    if (mode === 'cut') return void client.destroy();
    const pair: Pair = { client, upstream: null, held: [] };
    pairs.add(pair);
    client.on('data', (d: Buffer) => pass(pair, true, d));
    client.on('error', () => drop(pair));
    client.on('close', () => drop(pair));
    if (mode === 'open') link(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    port,
    cut() {
      mode = 'cut';
      for (const pair of [...pairs]) drop(pair);
    },
    stall() {
      mode = 'stall';
    },
    restore() {
      mode = 'open';
      for (const pair of pairs) (pair.upstream ? flush : link)(pair);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of [...pairs]) drop(pair);
        server.close(() => resolve());
      }),
  };
}

/** Whether something accepts TCP connections at host:port (tests of a service skip without it). */
export function portOpen(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A TCP port nothing listens on right now, for a server a test starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
