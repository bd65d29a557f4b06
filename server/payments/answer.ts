// What a payment's verify route answers, for the test gateway (server/checkout) and the live
// gateways alike: JSON to our API client, redirects and pages to a browser coming back.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAYMENT_FAILURE_PATH, PAYMENT_SUCCESS_PATH } from '../../shared/orders';
import { escapeHtml } from '../../shared/escape';
import { fail, htmlPage } from '../http';

export const SIGNATURE_MESSAGE = 'The payment signature does not match: nothing was changed.';

/** A browser navigation (not our API client): answered with redirects and pages, not JSON. */
export function isNavigation(req: FastifyRequest): boolean {
  return req.headers['x-app-platform'] === undefined && /text\/html/.test(req.headers.accept ?? '');
}

export type VerifyAnswer =
  | { status: number; message: string }
  | {
      result: 'paid' | 'already-paid' | 'failed' | 'pending';
      payment: { orderId: string; orderNumber: number; transactionId: string };
    };

/**
 * What a verify route answers: JSON to the API client, or, for the browser coming back from a
 * gateway, a redirect to the payment success or failure screen (or a readable refusal page).
 */
export function answer(req: FastifyRequest, reply: FastifyReply, a: VerifyAnswer) {
  if ('message' in a) {
    if (isNavigation(req)) return page(reply, a.status, 'Payment not accepted', a.message);
    return fail(reply, a.status, a.message);
  }
  const { orderId, orderNumber, transactionId } = a.payment;
  const status =
    a.result === 'paid' || a.result === 'already-paid'
      ? 'PAID'
      : a.result === 'failed'
        ? 'FAILED'
        : 'PENDING';
  if (isNavigation(req)) {
    const to =
      status === 'PAID'
        ? `${PAYMENT_SUCCESS_PATH}?orderId=${encodeURIComponent(orderId)}`
        : `${PAYMENT_FAILURE_PATH}?orderId=${encodeURIComponent(orderId)}${status === 'PENDING' ? '&pending=1' : ''}`;
    return reply.header('cache-control', 'no-store').redirect(to, 303);
  }
  return reply
    .header('cache-control', 'no-store')
    .send({ data: { orderId, orderNumber, transactionId, status } });
}

/** A small refusal page for a browser. */
export function page(reply: FastifyReply, status: number, title: string, message: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(htmlPage(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`));
}
