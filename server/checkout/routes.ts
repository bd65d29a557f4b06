// Checkout (SPEC §7 /api/io/cart/checkout/init and /failed, and the summary the checkout screen
// shows) and the built-in test gateway's payment page and verify route. See docs/api.md,
// "Checkout and payments".
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DISCOUNT_MESSAGES, DISCOUNT_PATHS, shippingBasis } from '../../shared/discounts';
import { escapeHtml } from '../../shared/escape';
import { formatMoney } from '../../shared/format';
import {
  CHECKOUT_MESSAGES,
  CHECKOUT_SUMMARY_PATH,
  type CheckoutInitAnswer,
  type CheckoutSummary,
  ORDER_PATHS,
  PAYMENT_MODES,
  type PaymentMode,
  PAYMENT_SUCCESS_PATH,
  RESERVATION_MINUTES,
} from '../../shared/orders';
import { COD_MESSAGES, codRefusal } from '../../shared/cod';
import { taxOnTop } from '../../shared/gst';
import { orderMoney } from '../../shared/order-money';
import { dependsOnAddress, quoteShipping, shippingSettingsOf } from '../../shared/shipping';
import { type OrdersRepo, stockProblem } from '../orders';
import {
  answer,
  codOf,
  GatewayError,
  page,
  type PaymentsService,
  SIGNATURE_MESSAGE,
  TEST_GATEWAY_NOTICE,
  TEST_GATEWAY_OFF_MESSAGE,
  TEST_OUTCOME_MESSAGE,
  type TestOutcome,
} from '../payments';
import type { AccountContext } from '../accounts';
import {
  applyStrictValidation,
  createCustomerGuard,
  customerOf,
  fail,
  htmlPage,
  linkOrigin,
  signedIn,
  strictObject,
  type Workspace,
  workspaceOfHost,
} from '../http';

export type CheckoutRoutesOptions = {
  ctx: AccountContext;
  orders: OrdersRepo;
  payments: PaymentsService;
  /** How long an unpaid order keeps its stock (default RESERVATION_MINUTES). */
  reservationMs?: number;
  now?: () => number;
};

const id = { type: 'string', minLength: 1, maxLength: 100 } as const;

const discountCode = { type: 'string', maxLength: 64 } as const;
const initQuery = strictObject(
  { addressId: id, paymentMode: { type: 'string', enum: [...PAYMENT_MODES] }, discountCode },
  ['addressId', 'paymentMode'],
);
const summaryQuery = strictObject({ discountCode, addressId: id }, []);
const applyBody = strictObject(
  { code: { type: 'string', minLength: 1, maxLength: 64 }, addressId: id },
  ['code'],
);
const failedQuery = strictObject({ transactionId: id }, ['transactionId']);
const testPayBody = strictObject({ outcome: { type: 'string', enum: ['pay', 'fail'] } }, [
  'outcome',
]);
const testVerifyQuery = strictObject(
  {
    test_order_id: id,
    test_payment_id: id,
    test_error: { type: 'string', enum: ['declined'] },
    test_signature: { type: 'string', minLength: 1, maxLength: 200 },
  },
  ['test_order_id', 'test_signature'],
);

export const TEST_VERIFY_PATH = '/api/testpay/checkout/verify';

const fieldMessages = {
  addressId: CHECKOUT_MESSAGES.address,
  paymentMode: CHECKOUT_MESSAGES.paymentMode,
  transactionId: CHECKOUT_MESSAGES.transaction,
  outcome: 'Please choose to pay or to fail the test payment.',
  test_order_id: 'Please say which test payment (test_order_id).',
  test_payment_id: 'Please say which test payment (test_payment_id).',
  test_error: 'Unknown test payment error.',
  test_signature: SIGNATURE_MESSAGE,
  code: DISCOUNT_MESSAGES.code,
  discountCode: DISCOUNT_MESSAGES.notValid,
};

export async function checkoutRoutes(app: FastifyInstance, opts: CheckoutRoutesOptions) {
  applyStrictValidation(app, fieldMessages);
  // The test gateway's page posts a plain form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const { ctx, orders, payments } = opts;
  const now = opts.now ?? Date.now;
  const reservationMs = opts.reservationMs ?? RESERVATION_MINUTES * 60_000;
  const guard = createCustomerGuard(ctx);

  const currencyOf = (ws: Workspace) => String(ws.settings.defaultCurrency ?? 'INR').toUpperCase();

  /**
   * The bag priced from the live variants with `code` (or the best automatic discount), for the
   * chosen address: before one is chosen, shipping that depends on the state is pending
   * ("calculated at checkout") and left out of the total. Free shipping and cash on delivery's
   * limit are of the bag after its discount.
   */
  async function summaryOf(
    workspace: Workspace,
    userId: string,
    code: string | null,
    address: { state: string } | null,
  ) {
    const lines = await orders.checkoutLines(workspace.id, userId);
    const currency = currencyOf(workspace);
    const subtotal = lines.reduce((n, l) => n + l.price * l.quantity, 0);
    const { applied, refusal, shares } = await orders.discountOfBag(
      workspace.id,
      userId,
      lines,
      code,
      currency,
    );
    const discount = applied?.amount ?? 0;
    const discounted = shippingBasis(subtotal, discount);
    const rates = shippingSettingsOf(workspace.settings);
    const shippingPending = !address && dependsOnAddress(rates);
    const quote = quoteShipping(rates, {
      state: address?.state ?? null,
      subtotal: discounted,
      weightGrams: lines.reduce((g, l) => g + l.weightGrams * l.quantity, 0),
    });
    const shipping = shippingPending ? 0 : quote.amount;
    const cod = codOf(workspace.settings);
    // The limit is of the bag after its discount plus shipping, before the fee and GST on top.
    const codRefused = cod.enabled ? codRefusal(cod, discounted + shipping, currency) : null;
    // GST on top is shown once an address is chosen (as the order will be taxed); the money is
    // orderMoney's, as placing the order computes it, the fee's tax apart (COD not chosen yet).
    const onTop = taxOnTop(workspace.settings);
    const tax = onTop && address ? onTop : null;
    const gstRates = tax ? await orders.lineRates(workspace.id, lines) : [];
    const money = orderMoney({
      lines: lines.map((l, i) => ({
        price: l.price,
        quantity: l.quantity,
        discount: shares[i] ?? 0,
        rate: gstRates[i] ?? 0,
      })),
      shipping,
      codFee: cod.enabled ? cod.fee : 0,
      tax,
    });
    const answer: CheckoutSummary = {
      data: {
        lines: lines.map((l) => ({
          productVariantId: l.variantId,
          name: l.name,
          variantTitle: l.variantTitle,
          image: l.image,
          price: l.price,
          quantity: l.quantity,
          stock: l.stock,
        })),
        subtotal,
        discount: applied,
        discountRefusal: refusal,
        shipping,
        shippingPending,
        shippingZone: quote.zone,
        shippingFreeAbove: quote.freeAbove,
        returnWindowDays: rates.returnWindowDays,
        // Only a shop whose prices exclude GST says anything of it (included: nothing changes).
        ...(onTop
          ? { taxesExcluded: true, tax: money.tax - money.codFeeTax, taxPending: !address }
          : {}),
        total: money.total - money.codFee - money.codFeeTax,
        currency,
        problems: lines
          .filter((l) => l.quantity > l.stock)
          .map((l) => stockProblem(l.name, l.stock)),
        // Cash on delivery only within its limit; otherwise `cod.refusal` says why not.
        paymentModes: (await payments.offered(workspace)).filter((m) => m !== 'COD' || !codRefused),
        cod: cod.enabled
          ? { fee: cod.fee, ...(onTop ? { tax: money.codFeeTax } : {}), refusal: codRefused }
          : null,
      },
    };
    return answer;
  }

  /** The customer's address `addressId` (undefined: none chosen); false when it is not theirs. */
  async function chosenAddress(workspaceId: string, userId: string, addressId?: string) {
    if (!addressId) return null;
    return (await orders.address(workspaceId, userId, addressId)) ?? false;
  }

  app.get(
    CHECKOUT_SUMMARY_PATH,
    { onRequest: guard, schema: { querystring: summaryQuery } },
    async (req, reply) => {
      const { workspace, user } = customerOf(req);
      const { discountCode, addressId } = req.query as {
        discountCode?: string;
        addressId?: string;
      };
      const address = await chosenAddress(workspace.id, user.id, addressId);
      if (address === false) return fail(reply, 404, CHECKOUT_MESSAGES.addressNotFound);
      return summaryOf(workspace, user.id, discountCode?.trim() || null, address);
    },
  );

  // The shopper applies a code: the summary with it, or 400 with the reason it does not apply.
  app.post(
    DISCOUNT_PATHS.apply,
    { onRequest: guard, schema: { body: applyBody } },
    async (req, reply) => {
      const { workspace, user } = customerOf(req);
      const { code, addressId } = req.body as { code: string; addressId?: string };
      if (code.trim() === '') return fail(reply, 400, DISCOUNT_MESSAGES.code);
      const address = await chosenAddress(workspace.id, user.id, addressId);
      if (address === false) return fail(reply, 404, CHECKOUT_MESSAGES.addressNotFound);
      const answer = await summaryOf(workspace, user.id, code.trim(), address);
      if (answer.data.discountRefusal)
        return fail(reply, 400, answer.data.discountRefusal, { discountRefused: true });
      return answer;
    },
  );

  app.get(
    ORDER_PATHS.checkoutInit,
    { onRequest: guard, config: { changesData: true }, schema: { querystring: initQuery } },
    async (req, reply) => {
      const { workspace, user } = customerOf(req);
      const { addressId, paymentMode, discountCode } = req.query as {
        addressId: string;
        paymentMode: PaymentMode;
        discountCode?: string;
      };
      const address = await orders.address(workspace.id, user.id, addressId);
      if (!address) return fail(reply, 404, CHECKOUT_MESSAGES.addressNotFound);
      const cod = codOf(workspace.settings);
      if (paymentMode === 'COD' && !cod.enabled) return fail(reply, 400, COD_MESSAGES.off);
      const adapter = paymentMode === 'COD' ? null : await payments.adapter(workspace, paymentMode);
      if (paymentMode !== 'COD' && !adapter)
        return fail(reply, 400, CHECKOUT_MESSAGES.paymentModeOff);
      const { _id: _unused, isDefault: _default, ...snapshot } = address;
      const placed = await orders.placeOrder(workspace.id, {
        userId: user.id,
        customerName: `${user.firstName} ${user.lastName}`.trim() || address.name,
        customerEmail: user.email,
        address: snapshot,
        gateway: paymentMode,
        currency: currencyOf(workspace),
        reservedUntil: paymentMode === 'COD' ? null : new Date(now() + reservationMs).toISOString(),
        discountCode: discountCode?.trim() || null,
        shipping: shippingSettingsOf(workspace.settings),
        tax: taxOnTop(workspace.settings),
        ...(paymentMode === 'COD' ? { cod: { fee: cod.fee, limit: cod.limit } } : {}),
      });
      if (!placed.ok)
        return fail(reply, placed.status, placed.problems ?? placed.message, {
          ...(placed.problems ? { problems: placed.problems } : {}),
          ...(placed.discountRefused ? { discountRefused: true } : {}),
        });
      const order = placed.order;
      const origin = linkOrigin(ctx, req, workspace);
      if (!adapter) {
        // Cash on delivery: confirmed now, nothing to pay online; stock changed for listings.
        app.pageCache.purge(workspace.id);
        await payments.mailOrder(workspace.id, 'confirmed', order._id, origin);
        const confirmed: CheckoutInitAnswer = {
          data: {
            orderId: order._id,
            number: order.number,
            transactionId: order.transactionId,
            amount: order.total,
            currency: order.currency,
            paymentMode,
            redirectUrl: `${PAYMENT_SUCCESS_PATH}?orderId=${encodeURIComponent(order._id)}`,
          },
        };
        return confirmed;
      }
      let created;
      try {
        created = await adapter.createPayment({
          orderId: order._id,
          transactionId: order.transactionId,
          amount: order.total,
          currency: order.currency,
          customer: {
            id: user.id,
            name: order.customer.name,
            email: user.email,
            phone: address.phone,
          },
          origin,
        });
      } catch (err) {
        // The gateway could not take the order: give the stock back at once.
        await orders.transition(workspace.id, order._id, 'failPayment', 'gateway', {
          note: 'The payment gateway could not be reached.',
        });
        req.log.error({ err, gateway: paymentMode }, 'gateway refused to create a payment');
        return fail(
          reply,
          502,
          err instanceof GatewayError
            ? err.message
            : 'The payment service did not answer. Please try again in a moment.',
        );
      }
      await orders.createPayment(workspace.id, {
        orderId: order._id,
        gateway: paymentMode,
        gatewayOrderId: created.gatewayOrderId,
        amount: order.total,
        currency: order.currency,
      });
      const answer: CheckoutInitAnswer = {
        data: {
          orderId: order._id,
          number: order.number,
          transactionId: order.transactionId,
          amount: order.total,
          currency: order.currency,
          paymentMode,
          redirectUrl: created.redirectUrl,
          ...(created.clientFields ? { gateway: created.clientFields } : {}),
        },
      };
      return answer;
    },
  );

  app.get(
    ORDER_PATHS.checkoutFailed,
    { onRequest: guard, config: { changesData: true }, schema: { querystring: failedQuery } },
    async (req, reply) => {
      const { workspace, user } = customerOf(req);
      const { transactionId } = req.query as { transactionId: string };
      const order = await orders.orderByTransaction(workspace.id, transactionId, user.id);
      if (!order) return fail(reply, 404, CHECKOUT_MESSAGES.transactionNotFound);
      const payment = await orders.paymentOfOrder(workspace.id, order._id);
      const r = payment
        ? await orders.markFailed(workspace.id, payment.id, 'Given up by the customer.', 'customer')
        : await orders.transition(workspace.id, order._id, 'failPayment', 'customer', {
            note: 'Given up by the customer.',
          });
      if (!r.ok) return fail(reply, r.status, r.message);
      return { data: r.order };
    },
  );

  // ---------------------------------------------------------------- the test gateway

  /** The test payment of a transaction of the signed-in customer, or a refusal page/answer. */
  async function testPayment(req: FastifyRequest, reply: FastifyReply) {
    const ws = await workspaceOfHost(ctx, req);
    if (!ws) return { refused: page(reply, 404, 'No shop here', 'No site at this address.') };
    if (payments.testGatewayOff(ws))
      return { refused: page(reply, 404, 'Payment not found', TEST_GATEWAY_OFF_MESSAGE) };
    const s = await signedIn(ctx, req, ws);
    const { transactionId } = req.params as { transactionId: string };
    const order = s ? await orders.orderByTransaction(ws.id, transactionId, s.user.id) : null;
    const payment = order ? await orders.paymentOfOrder(ws.id, order._id) : null;
    if (!order || !payment || payment.gateway !== 'TEST')
      return {
        refused: page(reply, 404, 'Payment not found', CHECKOUT_MESSAGES.transactionNotFound),
      };
    return { ws, order, payment };
  }

  app.get('/pay/test/:transactionId', async (req, reply) => {
    const found = await testPayment(req, reply);
    if ('refused' in found) return found.refused;
    const { ws, order, payment } = found;
    const amount = formatMoney(payment.amount, payment.currency);
    const open = order.status === 'PLACED';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        htmlPage(
          `Test payment · ${ws.name}`,
          TEST_PAGE_STYLE +
            `<div class="sw-testpay" data-testid="test-gateway">` +
            `<p class="sw-testpay__badge">Test gateway</p>` +
            `<h1>Pay ${escapeHtml(ws.name)}</h1>` +
            `<p class="sw-testpay__amount" data-testid="test-gateway-amount">${escapeHtml(amount)}</p>` +
            `<p>Order #${order.number} · ${escapeHtml(order.transactionId)}</p>` +
            `<p class="sw-testpay__notice" role="note">${escapeHtml(TEST_GATEWAY_NOTICE)}</p>` +
            (open
              ? `<form method="post" class="sw-testpay__actions">` +
                `<button type="submit" name="outcome" value="pay" data-testid="test-gateway-pay">Pay ${escapeHtml(amount)}</button>` +
                `<button type="submit" name="outcome" value="fail" class="secondary" data-testid="test-gateway-fail">Fail the payment</button>` +
                `</form>`
              : `<p>This order is ${escapeHtml(order.statusLabel.toLowerCase())}: there is nothing to pay.</p>` +
                `<p><a href="/setting/orders?id=${encodeURIComponent(order._id)}">See the order</a></p>`) +
            `</div>`,
        ),
      );
  });

  app.post('/pay/test/:transactionId', { schema: { body: testPayBody } }, async (req, reply) => {
    const found = await testPayment(req, reply);
    if ('refused' in found) return found.refused;
    const { ws, payment } = found;
    const { outcome } = req.body as { outcome: 'pay' | 'fail' };
    const q = new URLSearchParams({ test_order_id: payment.gatewayOrderId });
    const said: TestOutcome =
      outcome === 'pay'
        ? { outcome: 'paid', paymentId: payments.test.newPaymentId() }
        : { outcome: 'failed', error: 'declined' };
    if (said.outcome === 'paid') q.set('test_payment_id', said.paymentId);
    else q.set('test_error', said.error);
    q.set('test_signature', payments.test.sign(ws.id, payment.gatewayOrderId, said));
    return reply.header('cache-control', 'no-store').redirect(`${TEST_VERIFY_PATH}?${q}`, 303);
  });

  // The test gateway's answer, checked like a live gateway's: the signature decides.
  app.get(TEST_VERIFY_PATH, { schema: { querystring: testVerifyQuery } }, async (req, reply) => {
    const ws = await workspaceOfHost(ctx, req);
    if (!ws) return fail(reply, 404, 'No site at this address.');
    if (payments.testGatewayOff(ws))
      return answer(req, reply, { status: 404, message: TEST_GATEWAY_OFF_MESSAGE });
    const q = req.query as {
      test_order_id: string;
      test_payment_id?: string;
      test_error?: string;
      test_signature: string;
    };
    const outcome = testOutcomeOf(q);
    if (!outcome) return answer(req, reply, { status: 400, message: TEST_OUTCOME_MESSAGE });
    // The outcome is signed as its own field: a decline's signature fails for a payment id.
    if (!payments.test.verify(ws.id, q.test_order_id, outcome, q.test_signature))
      return answer(req, reply, { status: 400, message: SIGNATURE_MESSAGE });
    const result = await payments.apply(
      ws.id,
      'TEST',
      outcome.outcome === 'paid'
        ? {
            outcome: 'paid',
            gatewayOrderId: q.test_order_id,
            gatewayPaymentId: outcome.paymentId,
            // The test gateway charges exactly what it was asked: the stored payment's amount.
            ...(await storedAmount(ws.id, q.test_order_id)),
          }
        : {
            outcome: 'failed',
            gatewayOrderId: q.test_order_id,
            reason: 'Declined (test gateway).',
          },
      linkOrigin(ctx, req, ws),
    );
    if (result.result === 'refused')
      return answer(req, reply, { status: result.status, message: result.message });
    return answer(req, reply, { result: result.result, payment: result.payment });
  });

  async function storedAmount(workspaceId: string, gatewayOrderId: string) {
    const p = await payments.byGatewayOrder(workspaceId, 'TEST', gatewayOrderId);
    return { amount: p?.amount ?? -1, currency: p?.currency ?? '' };
  }
}

/** What a test gateway answer says: paid with an id, or failed with an error; never both. */
function testOutcomeOf(q: { test_payment_id?: string; test_error?: string }): TestOutcome | null {
  if (q.test_payment_id !== undefined && q.test_error === undefined)
    return { outcome: 'paid', paymentId: q.test_payment_id };
  if (q.test_error !== undefined && q.test_payment_id === undefined)
    return { outcome: 'failed', error: q.test_error };
  return null;
}

const TEST_PAGE_STYLE =
  '<style>.sw-testpay{border:1px solid #e5e7eb;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 3px rgb(0 0 0/.06)}' +
  '.sw-testpay__badge{display:inline-block;margin:0 0 .75rem;padding:.125rem .625rem;border-radius:999px;background:#fef3c7;color:#92400e;font-size:.8125rem;font-weight:600;text-transform:uppercase;letter-spacing:.04em}' +
  '.sw-testpay__amount{font-size:2rem;font-weight:700;margin:.25rem 0}' +
  '.sw-testpay__notice{background:#f3f4f6;border-radius:.5rem;padding:.75rem 1rem;color:#374151}' +
  '.sw-testpay__actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}' +
  '.sw-testpay__actions button{min-height:44px;flex:1 1 12rem}' +
  '.sw-testpay__actions .secondary{background:#fff;color:#b91c1c;border-color:#b91c1c}</style>';
