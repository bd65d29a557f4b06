// The only SQL of contact enquiries: the visitor's message as text, and the owner's inbox.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AdminEnquiry, EnquiryStatus } from '../../shared/admin-content';
import { type Db, newestFirstPage } from '../db';
import { containsPattern } from '../http';

type Row = {
  id: string;
  customer_name: string;
  customer_contact: string;
  customer_email: string;
  message: string;
  status: string;
  created_at: string;
};

const COLUMNS = [
  'id',
  'customer_name',
  'customer_contact',
  'customer_email',
  'message',
  'status',
  'created_at',
] as const;

const toEnquiry = (r: Row): AdminEnquiry => ({
  _id: r.id,
  customerName: r.customer_name,
  customerContact: r.customer_contact,
  customerEmail: r.customer_email,
  message: r.message,
  status: r.status as EnquiryStatus,
  created: r.created_at,
});

export function createEnquiriesRepo(db: Db, opts: { now?: () => number } = {}) {
  const now = () => new Date((opts.now ?? Date.now)()).toISOString();
  return {
    async create(
      workspaceId: string,
      e: { customerName: string; customerContact: string; customerEmail: string; message: string },
    ): Promise<AdminEnquiry> {
      const id = randomUUID();
      const at = now();
      await db
        .insertInto('enquiries')
        .values({
          id,
          workspace_id: workspaceId,
          customer_name: e.customerName,
          customer_contact: e.customerContact,
          customer_email: e.customerEmail,
          message: e.message,
          status: 'NEW',
          created_at: at,
          updated_at: at,
        })
        .execute();
      return { _id: id, ...e, status: 'NEW', created: at };
    },

    /** A page of the inbox, newest first; `q` matches name, email, mobile or message. */
    async list(
      workspaceId: string,
      f: { q?: string; status?: EnquiryStatus; limit: number; offset: number },
    ): Promise<{ data: AdminEnquiry[]; total: number }> {
      let base = db.selectFrom('enquiries').where('workspace_id', '=', workspaceId);
      if (f.status) base = base.where('status', '=', f.status);
      const q = f.q?.trim();
      if (q) {
        const like = containsPattern(q);
        base = base.where((eb) =>
          eb.or([
            sql<boolean>`lower(customer_name) like ${like} escape '\\'`,
            sql<boolean>`customer_email like ${like} escape '\\'`,
            sql<boolean>`customer_contact like ${like} escape '\\'`,
            sql<boolean>`lower(message) like ${like} escape '\\'`,
          ]),
        );
      }
      const { rows, total } = await newestFirstPage(base, COLUMNS, f);
      return { data: rows.map(toEnquiry), total };
    },

    /** Sets the status; undefined when the workspace has no such enquiry. */
    async setStatus(
      workspaceId: string,
      id: string,
      status: EnquiryStatus,
    ): Promise<AdminEnquiry | undefined> {
      const row = await db
        .updateTable('enquiries')
        .set({ status, updated_at: now() })
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .returning([...COLUMNS])
        .executeTakeFirst();
      return row ? toEnquiry(row) : undefined;
    },

    /** The addresses of the workspace's owners (at most `limit`). */
    async ownerEmails(workspaceId: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('users')
        .select('email')
        .where('workspace_id', '=', workspaceId)
        .where('user_type', '=', 'OWNER')
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map((r) => r.email);
    },
  };
}

export type EnquiriesRepo = ReturnType<typeof createEnquiriesRepo>;
