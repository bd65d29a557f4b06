// Graceful shutdown of the server process (scripts/start.ts): on SIGTERM or SIGINT, close each
// part in order, within a hard deadline, then exit.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** One part of the process to close, named for the log. */
export type ShutdownStep = { name: string; close: () => unknown };

/**
 * Closes `steps` one after the other, each after the last has finished; a step that fails is
 * logged and the next one still runs. Resolves with the exit code: 0 when all closed, 1 when
 * one failed or `deadlineMs` passed first (the steps then left running are abandoned).
 */
export async function shutDown(
  steps: readonly ShutdownStep[],
  opts: { deadlineMs: number; log: (message: string) => void },
): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<number>((resolve) => {
    timer = setTimeout(() => {
      opts.log(`Shutdown: not done after ${opts.deadlineMs} ms, exiting anyway.`);
      resolve(1);
    }, opts.deadlineMs);
  });
  const sequence = (async () => {
    let code = 0;
    for (const step of steps) {
      const started = Date.now();
      try {
        await step.close();
        opts.log(`Shutdown: ${step.name} closed in ${Date.now() - started} ms.`);
      } catch (err) {
        opts.log(`Shutdown: closing ${step.name} failed: ${(err as Error).message}`);
        code = 1;
      }
    }
    return code;
  })();
  try {
    return await Promise.race([sequence, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * On the first SIGTERM or SIGINT, shuts down (`shutDown`) and exits with its code; a second
 * signal exits at once.
 */
export function exitOnSignals(
  steps: readonly ShutdownStep[],
  opts: { deadlineMs: number; log: (message: string) => void },
): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        opts.log(`Shutdown: ${signal} again, exiting now.`);
        process.exit(1);
      }
      stopping = true;
      opts.log(`Shutdown: ${signal}, finishing the requests in flight…`);
      void shutDown(steps, opts).then((code) => process.exit(code));
    });
  }
}

/**
 * Closes an HTTP server's connections that carry no request, over and over while `close`
 * (Fastify's app.close(): no new connection, the requests in flight answered) runs. Fastify
 * closes idle kept-alive connections once, when it begins; but one that turns idle after that,
 * or one that never sent a request, would hold the shutdown until its deadline. A request is
 * "carried" from its headers to its answer: bytes of a next request not yet read are not taken.
 * Call before the server listens.
 */
export function createHttpCloser(server: Server, close: () => Promise<unknown>) {
  const open = new Set<Socket>();
  const busy = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      busy.delete(socket);
    });
  });
  server.on(
    'request',
    (req: { socket: Socket }, res: { once(e: 'close', f: () => void): void }) => {
      const socket = req.socket;
      busy.set(socket, (busy.get(socket) ?? 0) + 1);
      res.once('close', () => {
        const left = (busy.get(socket) ?? 1) - 1;
        if (left > 0) busy.set(socket, left);
        else busy.delete(socket);
      });
    },
  );
  const closeIdle = () => {
    for (const socket of open) if (!busy.has(socket)) socket.destroy();
  };
  return async function closeHttp(): Promise<void> {
    const sweep = setInterval(closeIdle, 50);
    try {
      const closed = close();
      closeIdle();
      await closed;
    } finally {
      clearInterval(sweep);
    }
  };
}
