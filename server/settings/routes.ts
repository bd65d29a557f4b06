// Settings and staff of the admin (docs/api.md, "Admin API"): store name, currency and contact
// details, payment gateway keys (public halves in settings.payments, secret halves sealed
// through secrets.ts, never answered), and the owner and staff accounts. Owner and staff may
// read; only the owner may change (403 for staff).
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_API_PATHS,
  ADMIN_MESSAGES,
  type AdminSettings,
  type AdminSettingsAnswer,
  contactOf,
  lowStockThresholdOf,
  PAYMENT_SETTINGS_MESSAGES,
  PAYMENT_SETTINGS_SCHEMA,
  type PaymentSettingsInput,
  SECRET_FIELDS,
  type SecretField,
  STAFF_MESSAGES,
  STAFF_REMOVE_SCHEMA,
  STAFF_SCHEMA,
  type StaffAnswer,
  type StaffInput,
  STORE_CURRENCIES,
  STORE_SETTINGS_MESSAGES,
  STORE_SETTINGS_SCHEMA,
  type StoreCurrency,
  type StoreSettingsInput,
} from '../../shared/admin-api';
import { codSettingsOf } from '../../shared/cod';
import {
  cleanShippingSettings,
  type ShippingSettings,
  shippingSettingsOf,
  shippingSettingsProblems,
} from '../../shared/shipping';
import { type AccountContext, EmailTakenError, sendMailInBackground } from '../accounts';
import type { MailMessage } from '../mail';
import { type PaymentSettings, paymentSettingsOf, type Secrets } from '../payments';
import { createSettingsRepo } from './repo';
import {
  adminOf,
  fail,
  failFields,
  linkOrigin,
  type PagePurge,
  prepareAdminApi,
  refuseInvalid,
  refuseStaff,
  type Workspace,
} from '../http';

export type SettingsRoutesOptions = { ctx: AccountContext; secrets: Secrets; pageCache: PagePurge };

/** How long a new staff member's set-password link works. */
export const STAFF_LINK_TTL_MS = 72 * 60 * 60_000;

/** The mail a new staff member gets: who added them and the link to choose a password. */
export function staffInviteMail(input: {
  to: string;
  link: string;
  siteName: string;
  invitedBy: string;
}): MailMessage {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const text =
    `${input.invitedBy} added you to the team of ${input.siteName}.\n\n` +
    `Choose your password here (the link works once, for 72 hours):\n${input.link}\n\n` +
    `Then sign in at the shop's /admin/login with this email address.\n`;
  const html =
    `<p>${esc(input.invitedBy)} added you to the team of ${esc(input.siteName)}.</p>` +
    `<p><a href="${esc(input.link)}">Choose your password</a> (the link works once, for 72 hours).</p>` +
    `<p>Then sign in at the shop's /admin/login with this email address.</p>`;
  return { to: input.to, subject: `You have been added to ${input.siteName}`, text, html };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The settings as the admin reads them: never a secret's value, only whether it is set. */
async function settingsOf(
  ws: Workspace,
  secrets: Secrets,
  canEdit: boolean,
): Promise<AdminSettings> {
  const p = paymentSettingsOf(ws.settings);
  const set = new Set(await secrets.names(ws.id));
  const currency = text(ws.settings.defaultCurrency).toUpperCase();
  return {
    store: {
      name: ws.name,
      defaultCurrency: (STORE_CURRENCIES as readonly string[]).includes(currency)
        ? (currency as StoreCurrency)
        : 'INR',
      contact: contactOf(ws.settings),
      lowStockThreshold: lowStockThresholdOf(ws.settings),
    },
    payments: {
      RAZORPAY: { keyId: text(p.RAZORPAY?.keyId) },
      CASHFREE: { clientId: text(p.CASHFREE?.clientId) },
      PHONEPE: { merchantId: text(p.PHONEPE?.merchantId), saltIndex: text(p.PHONEPE?.saltIndex) },
      testMode: p.testMode === true,
      cod: codSettingsOf(p),
    },
    shipping: shippingSettingsOf(ws.settings),
    secrets: Object.fromEntries(SECRET_FIELDS.map((f) => [f, set.has(f)])) as Record<
      SecretField,
      boolean
    >,
    canEdit,
  };
}

/** settings.payments from the form: empty public halves are left out. */
function paymentSettingsFrom(input: PaymentSettingsInput): PaymentSettings {
  const out: PaymentSettings = {};
  if (input.RAZORPAY.keyId) out.RAZORPAY = { keyId: input.RAZORPAY.keyId };
  if (input.CASHFREE.clientId) out.CASHFREE = { clientId: input.CASHFREE.clientId };
  if (input.PHONEPE.merchantId || input.PHONEPE.saltIndex)
    out.PHONEPE = {
      ...(input.PHONEPE.merchantId ? { merchantId: input.PHONEPE.merchantId } : {}),
      ...(input.PHONEPE.saltIndex ? { saltIndex: input.PHONEPE.saltIndex } : {}),
    };
  if (input.testMode) out.testMode = true;
  if (input.cod) out.cod = { ...input.cod };
  return out;
}

/** The secret values a form carries, by their workspace_secrets name ('' = keep). */
function secretValues(input: PaymentSettingsInput): [SecretField, string][] {
  const pairs: [SecretField, string | undefined][] = [
    ['RAZORPAY.keySecret', input.RAZORPAY.keySecret],
    ['RAZORPAY.webhookSecret', input.RAZORPAY.webhookSecret],
    ['CASHFREE.clientSecret', input.CASHFREE.clientSecret],
    ['PHONEPE.saltKey', input.PHONEPE.saltKey],
  ];
  return pairs.filter((p): p is [SecretField, string] => Boolean(p[1]));
}

export async function settingsRoutes(app: FastifyInstance, opts: SettingsRoutesOptions) {
  const { ctx, secrets, pageCache } = opts;
  prepareAdminApi(app, ctx);
  const repo = createSettingsRepo(ctx.db);
  const noQuery = { type: 'object', properties: {}, additionalProperties: false } as const;

  /** The workspace as stored now (the guard's copy was read before this request's change). */
  const freshWorkspace = async (ws: Workspace) =>
    (await ctx.repo.workspaceByDomain(ws.domain)) ?? ws;

  app.get(
    ADMIN_API_PATHS.settings,
    { attachValidation: true, schema: { querystring: noQuery } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, {})) return reply;
      const { workspace, user } = adminOf(req);
      const answer: AdminSettingsAnswer = {
        data: await settingsOf(workspace, secrets, user.userType === 'OWNER'),
      };
      return answer;
    },
  );

  app.post<{ Body: StoreSettingsInput }>(
    ADMIN_API_PATHS.saveStore,
    { attachValidation: true, schema: { body: STORE_SETTINGS_SCHEMA } },
    async (req, reply) => {
      if (refuseStaff(req, reply, ADMIN_MESSAGES.ownerOnly)) return reply;
      if (refuseInvalid(req, reply, STORE_SETTINGS_MESSAGES)) return reply;
      const { workspace } = adminOf(req);
      const b = req.body;
      await repo.saveStore(workspace.id, {
        name: b.name.trim().replace(/\s+/g, ' '),
        defaultCurrency: b.defaultCurrency,
        contact: {
          email: b.contact.email.trim().toLowerCase(),
          phone: b.contact.phone.trim(),
          address: b.contact.address.trim(),
        },
        lowStockThreshold: b.lowStockThreshold,
      });
      // Every cached page shows the name (title, header) or prices in the currency.
      pageCache.purge(workspace.id);
      const answer: AdminSettingsAnswer = {
        data: await settingsOf(await freshWorkspace(workspace), secrets, true),
      };
      return answer;
    },
  );

  app.post<{ Body: PaymentSettingsInput }>(
    ADMIN_API_PATHS.savePayments,
    { attachValidation: true, schema: { body: PAYMENT_SETTINGS_SCHEMA } },
    async (req, reply) => {
      if (refuseStaff(req, reply, ADMIN_MESSAGES.ownerOnly)) return reply;
      if (refuseInvalid(req, reply, PAYMENT_SETTINGS_MESSAGES)) return reply;
      const { workspace } = adminOf(req);
      // Removals first, so a field both removed and given a new value ends with the new value.
      for (const name of req.body.remove ?? []) await secrets.set(workspace.id, name, '');
      for (const [name, value] of secretValues(req.body))
        await secrets.set(workspace.id, name, value);
      await repo.savePayments(workspace.id, paymentSettingsFrom(req.body));
      const answer: AdminSettingsAnswer = {
        data: await settingsOf(await freshWorkspace(workspace), secrets, true),
      };
      return answer;
    },
  );

  // Shipping zones and the return window: the shape and every cross-field rule (a state in two
  // zones, negative amounts…) are checked by one function the admin form runs too.
  app.post<{ Body: ShippingSettings }>(
    ADMIN_API_PATHS.saveShipping,
    { attachValidation: true, schema: { body: { type: 'object' } } },
    async (req, reply) => {
      if (refuseStaff(req, reply, ADMIN_MESSAGES.ownerOnly)) return reply;
      if (refuseInvalid(req, reply, {})) return reply;
      const problems = shippingSettingsProblems(req.body);
      if (Object.keys(problems).length > 0) return failFields(reply, problems);
      const { workspace } = adminOf(req);
      await repo.saveShipping(workspace.id, cleanShippingSettings(req.body));
      // Product pages state the return window; cached pages show it at once.
      pageCache.purge(workspace.id);
      const answer: AdminSettingsAnswer = {
        data: await settingsOf(await freshWorkspace(workspace), secrets, true),
      };
      return answer;
    },
  );

  app.get(
    ADMIN_API_PATHS.staff,
    { attachValidation: true, schema: { querystring: noQuery } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, {})) return reply;
      const { workspace, user } = adminOf(req);
      const answer: StaffAnswer = { data: await repo.staff(workspace.id, user.id) };
      return answer;
    },
  );

  // A STAFF account without a password; the mail's link is forgot-password's own reset link
  // (/reset-password?requestId=…&email=…), valid for 72 hours instead of 30 minutes.
  app.post<{ Body: StaffInput }>(
    ADMIN_API_PATHS.addStaff,
    { attachValidation: true, schema: { body: STAFF_SCHEMA } },
    async (req, reply) => {
      if (refuseStaff(req, reply, ADMIN_MESSAGES.staffOwnerOnly)) return reply;
      if (refuseInvalid(req, reply, STAFF_MESSAGES)) return reply;
      const { workspace, user } = adminOf(req);
      const email = req.body.email.trim().toLowerCase();
      let member;
      try {
        member = await ctx.users.createUser({
          workspaceId: workspace.id,
          email,
          password: null,
          firstName: req.body.firstName.trim(),
          lastName: req.body.lastName.trim(),
          userType: 'STAFF',
        });
      } catch (err) {
        if (err instanceof EmailTakenError)
          return fail(reply, 409, ADMIN_MESSAGES.staffTaken, { field: 'email' });
        throw err;
      }
      const issued = await ctx.codes.issueToken({
        workspaceId: workspace.id,
        email,
        purpose: 'reset',
        ttlMs: STAFF_LINK_TTL_MS,
      });
      if (issued.ok) {
        const link = `${linkOrigin(ctx, req, workspace)}/reset-password?requestId=${encodeURIComponent(issued.code)}&email=${encodeURIComponent(member.email)}`;
        const invitedBy = `${user.firstName} ${user.lastName}`.trim() || user.email;
        sendMailInBackground(
          ctx,
          staffInviteMail({ to: member.email, link, siteName: workspace.name, invitedBy }),
        );
      }
      const answer: StaffAnswer & { msg: string } = {
        data: await repo.staff(workspace.id, user.id),
        msg: ADMIN_MESSAGES.staffAdded(member.email),
      };
      return answer;
    },
  );

  app.post<{ Body: { id: string } }>(
    ADMIN_API_PATHS.removeStaff,
    { attachValidation: true, schema: { body: STAFF_REMOVE_SCHEMA } },
    async (req, reply) => {
      if (refuseStaff(req, reply, ADMIN_MESSAGES.staffOwnerOnly)) return reply;
      if (refuseInvalid(req, reply, { id: 'Please say which staff member (id).' })) return reply;
      const { workspace, user } = adminOf(req);
      const id = req.body.id;
      if (id === user.id) return fail(reply, 400, ADMIN_MESSAGES.removeSelf);
      const target = await repo.adminUser(workspace.id, id);
      if (!target) return fail(reply, 404, ADMIN_MESSAGES.staffNotFound);
      if (target.role === 'OWNER') return fail(reply, 403, ADMIN_MESSAGES.removeOwner);
      // Sessions end first: a request already past the guard finds no session on its next call.
      await ctx.sessions.revokeAllForUser(workspace.id, id);
      await ctx.users.deleteStaff(workspace.id, id);
      const answer: StaffAnswer & { msg: string } = {
        data: await repo.staff(workspace.id, user.id),
        msg: ADMIN_MESSAGES.staffRemoved,
      };
      return answer;
    },
  );
}
