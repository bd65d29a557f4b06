import type { FastifyBaseLogger } from 'fastify';

export type LogRecord = { level: string; msg: string; [key: string]: unknown };

/** A logger that keeps what it is given (for services that take one outside a server). */
export function captureLogger(): { log: FastifyBaseLogger; records: LogRecord[] } {
  const records: LogRecord[] = [];
  const make = (bindings: object): FastifyBaseLogger => {
    const at =
      (level: string) =>
      (obj: unknown, msg?: string): void => {
        if (typeof obj === 'string') records.push({ level, msg: obj, ...bindings });
        else records.push({ level, msg: msg ?? '', ...bindings, ...(obj as object) });
      };
    return {
      level: 'trace',
      fatal: at('fatal'),
      error: at('error'),
      warn: at('warn'),
      info: at('info'),
      debug: at('debug'),
      trace: at('trace'),
      silent: () => undefined,
      child: (more: object) => make({ ...bindings, ...more }),
    } as unknown as FastifyBaseLogger;
  };
  return { log: make({}), records };
}
