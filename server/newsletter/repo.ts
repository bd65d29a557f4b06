// The only SQL of the newsletter: subscribers (unique per workspace and address) and the record
// of broadcasts. Every query takes the workspace id.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AdminBroadcast, AdminSubscriber } from '../../shared/admin-content';
import type { NewsletterStatus } from '../../shared/content';
import { type Db, isUniqueViolation, newestFirstPage } from '../db';
import { tokenHash, unsubscribeToken } from './rules';
import { containsPattern } from '../http';

type SubscriberRow = {
  id: string;
  email: string;
  status: string;
  unsubscribe_reason: string;
  token_hash: string;
  subscribed_at: string;
  unsubscribed_at: string | null;
};

export type Subscriber = {
  id: string;
  email: string;
  status: NewsletterStatus;
  tokenHash: string;
  subscribedAt: string;
};

/** A subscription that can be mailed: its address and its one-click token. */
export type Recipient = { id: string; email: string; token: string };

export type SubscribeOutcome =
  { outcome: 'subscribed'; subscriber: Subscriber; token: string } | { outcome: 'taken' };

const toSubscriber = (r: SubscriberRow): Subscriber => ({
  id: r.id,
  email: r.email,
  status: r.status as NewsletterStatus,
  tokenHash: r.token_hash,
  subscribedAt: r.subscribed_at,
});

const toAdmin = (r: SubscriberRow): AdminSubscriber => ({
  _id: r.id,
  email: r.email,
  status: r.status as NewsletterStatus,
  unsubscribeReason: r.unsubscribe_reason,
  subscribedAt: r.subscribed_at,
  unsubscribedAt: r.unsubscribed_at,
});

const COLUMNS = [
  'id',
  'email',
  'status',
  'unsubscribe_reason',
  'token_hash',
  'subscribed_at',
  'unsubscribed_at',
] as const;

export function createNewsletterRepo(db: Db, opts: { tokenKey: Buffer; now?: () => number }) {
  const now = () => new Date((opts.now ?? Date.now)()).toISOString();
  const tokenOf = (workspaceId: string, id: string, subscribedAt: string) =>
    unsubscribeToken(opts.tokenKey, { workspaceId, id, subscribedAt });

  async function byEmail(workspaceId: string, email: string) {
    return db
      .selectFrom('newsletter_subscribers')
      .select([...COLUMNS])
      .where('workspace_id', '=', workspaceId)
      .where('email', '=', email)
      .executeTakeFirst();
  }

  function search(workspaceId: string, f: { q?: string; status?: NewsletterStatus }) {
    let base = db.selectFrom('newsletter_subscribers').where('workspace_id', '=', workspaceId);
    if (f.status) base = base.where('status', '=', f.status);
    const q = f.q?.trim();
    if (q) base = base.where(sql<boolean>`email like ${containsPattern(q)} escape '\\'`);
    return base;
  }

  return {
    /**
     * Subscribes an address (already normalized): a new row, or an unsubscribed one subscribed
     * again with a new start and so a new token. An address already subscribed is 'taken', also
     * when another request subscribed it a moment ago (the unique index decides).
     */
    async subscribe(workspaceId: string, email: string): Promise<SubscribeOutcome> {
      const at = now();
      const existing = await byEmail(workspaceId, email);
      if (!existing) {
        const id = randomUUID();
        const token = tokenOf(workspaceId, id, at);
        try {
          await db
            .insertInto('newsletter_subscribers')
            .values({
              id,
              workspace_id: workspaceId,
              email,
              status: 'SUBSCRIBED',
              unsubscribe_reason: '',
              token_hash: tokenHash(token),
              subscribed_at: at,
              unsubscribed_at: null,
              created_at: at,
              updated_at: at,
            })
            .execute();
        } catch (err) {
          if (isUniqueViolation(err)) return { outcome: 'taken' };
          throw err;
        }
        return {
          outcome: 'subscribed',
          token,
          subscriber: {
            id,
            email,
            status: 'SUBSCRIBED',
            tokenHash: tokenHash(token),
            subscribedAt: at,
          },
        };
      }
      if (existing.status === 'SUBSCRIBED') return { outcome: 'taken' };
      return (await resubscribe(workspaceId, existing.id, at)) ?? { outcome: 'taken' };
    },

    /** The subscription with this id and address in this workspace, or undefined. */
    async find(workspaceId: string, id: string, email: string): Promise<Subscriber | undefined> {
      const row = await db
        .selectFrom('newsletter_subscribers')
        .select([...COLUMNS])
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .where('email', '=', email)
        .executeTakeFirst();
      return row ? toSubscriber(row) : undefined;
    },

    /** Unsubscribes (conditioned on being subscribed, so a repeat changes nothing). */
    async unsubscribe(workspaceId: string, id: string, reason: string): Promise<void> {
      const at = now();
      await db
        .updateTable('newsletter_subscribers')
        .set({
          status: 'UNSUBSCRIBED',
          unsubscribe_reason: reason,
          unsubscribed_at: at,
          updated_at: at,
        })
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .where('status', '=', 'SUBSCRIBED')
        .execute();
    },

    /** Subscribes an unsubscribed row again; undefined when it was not unsubscribed. */
    resubscribe: (workspaceId: string, id: string) => resubscribe(workspaceId, id, now()),

    /** A page of subscribers, newest first, with the count of all that match. */
    async list(
      workspaceId: string,
      f: { q?: string; status?: NewsletterStatus; limit: number; offset: number },
    ): Promise<{ data: AdminSubscriber[]; total: number }> {
      const { rows, total } = await newestFirstPage(search(workspaceId, f), COLUMNS, f);
      return { data: rows.map(toAdmin), total };
    },

    /** Subscribers in batches for the CSV, oldest first, after the (created_at, id) given. */
    async exportBatch(
      workspaceId: string,
      f: { status?: NewsletterStatus },
      after: { createdAt: string; id: string } | null,
      limit: number,
    ) {
      let q = search(workspaceId, f).select([...COLUMNS, 'created_at']);
      if (after)
        q = q.where((eb) =>
          eb.or([
            eb('created_at', '>', after.createdAt),
            eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)]),
          ]),
        );
      const rows = await q.orderBy('created_at').orderBy('id').limit(limit).execute();
      return rows.map((r) => ({ ...toAdmin(r), createdAt: r.created_at }));
    },

    async countSubscribed(workspaceId: string): Promise<number> {
      const r = await search(workspaceId, { status: 'SUBSCRIBED' })
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirst();
      return Number(r?.n ?? 0);
    },

    /** Every subscribed address with its one-click token, oldest first (bounded by `limit`). */
    async recipients(workspaceId: string, limit: number): Promise<Recipient[]> {
      const rows = await search(workspaceId, { status: 'SUBSCRIBED' })
        .select(['id', 'email', 'subscribed_at'])
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        email: r.email,
        token: tokenOf(workspaceId, r.id, r.subscribed_at),
      }));
    },

    /** The newest broadcast with this subject and body, if any. */
    async lastSameBroadcast(workspaceId: string, subject: string, bodyMd: string) {
      return db
        .selectFrom('newsletter_broadcasts')
        .select(['id', 'created_at'])
        .where('workspace_id', '=', workspaceId)
        .where('subject', '=', subject)
        .where('body_md', '=', bodyMd)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async recordBroadcast(
      workspaceId: string,
      b: { subject: string; bodyMd: string; recipients: number; sentBy: string },
    ): Promise<AdminBroadcast> {
      const id = randomUUID();
      const at = now();
      await db
        .insertInto('newsletter_broadcasts')
        .values({
          id,
          workspace_id: workspaceId,
          subject: b.subject,
          body_md: b.bodyMd,
          recipients: b.recipients,
          sent_by: b.sentBy,
          created_at: at,
        })
        .execute();
      return { _id: id, subject: b.subject, recipients: b.recipients, created: at };
    },

    /** The latest 100 broadcasts, newest first. */
    async broadcasts(workspaceId: string): Promise<AdminBroadcast[]> {
      const rows = await db
        .selectFrom('newsletter_broadcasts')
        .select(['id', 'subject', 'recipients', 'created_at'])
        .where('workspace_id', '=', workspaceId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
      return rows.map((r) => ({
        _id: r.id,
        subject: r.subject,
        recipients: Number(r.recipients),
        created: r.created_at,
      }));
    },
  };

  async function resubscribe(
    workspaceId: string,
    id: string,
    at: string,
  ): Promise<Extract<SubscribeOutcome, { outcome: 'subscribed' }> | undefined> {
    const token = tokenOf(workspaceId, id, at);
    const r = await db
      .updateTable('newsletter_subscribers')
      .set({
        status: 'SUBSCRIBED',
        unsubscribe_reason: '',
        token_hash: tokenHash(token),
        subscribed_at: at,
        unsubscribed_at: null,
        updated_at: at,
      })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('status', '=', 'UNSUBSCRIBED')
      .returning(['id', 'email'])
      .executeTakeFirst();
    if (!r) return undefined;
    return {
      outcome: 'subscribed',
      token,
      subscriber: {
        id: r.id,
        email: r.email,
        status: 'SUBSCRIBED',
        tokenHash: tokenHash(token),
        subscribedAt: at,
      },
    };
  }
}

export type NewsletterRepo = ReturnType<typeof createNewsletterRepo>;
