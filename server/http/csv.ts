// CSV over HTTP, as the admin's exports and imports send and take it: a download named by its
// subject and the day, and an import body that is the CSV itself (text/csv) or JSON { csv }.
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** An import's body schema: the CSV as a text/csv body (a string), or JSON `{ csv }`. */
export const CSV_IMPORT_SCHEMA = {
  anyOf: [
    { type: 'string' },
    {
      type: 'object',
      properties: { csv: { type: 'string' } },
      required: ['csv'],
      additionalProperties: false,
    },
  ],
} as const;

/** An import body its schema passed. */
export type CsvImportBody = string | { csv: string };

/** The CSV text of an import body. */
export const csvImportText = (body: CsvImportBody): string =>
  typeof body === 'string' ? body : body.csv;

/** Lets the plugin's routes take text/csv bodies, read as one string. */
export function acceptCsvBodies(app: FastifyInstance): void {
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
}

/** Sends a CSV download named `<name>-<YYYY-MM-DD>.csv` (today, UTC). */
export function sendCsvDownload(
  reply: FastifyReply,
  name: string,
  body: string | Readable,
): FastifyReply {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .send(body);
}
