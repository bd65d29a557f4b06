import { useState, type FormEvent } from 'react';
import {
  ADMIN_API_PATHS,
  STAFF_MESSAGES,
  STAFF_SCHEMA,
  type StaffAnswer,
  type StaffInput,
  type StaffMember,
} from '../../../shared/admin-api';
import { errorText } from '../../../shared/error-text';
import { useAdminApi } from '../api';
import { formatDate } from '../format';
import { useFormSend, useSchemaForm } from '../forms';
import {
  Button,
  type Column,
  ConfirmDialog,
  ErrorState,
  LoadingState,
  Panel,
  Table,
  TextField,
  useResource,
  useToast,
} from '../ui';
import { LockedFields } from './form-parts';

const EMPTY: StaffInput = { firstName: '', lastName: '', email: '' };

/** The owner and staff accounts; the owner adds (a set-password link is mailed) and removes. */
export function StaffPanel({ canEdit }: { canEdit: boolean }) {
  const api = useAdminApi();
  const toast = useToast();
  const res = useResource('staff', () => api.get<StaffAnswer>(ADMIN_API_PATHS.staff));
  const [list, setList] = useState<StaffMember[] | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm<StaffInput>(STAFF_SCHEMA, STAFF_MESSAGES, EMPTY);
  const { busy: adding, send: sendAdd } = useFormSend(form.setErrors);
  const members = list ?? res.data?.data ?? null;

  async function add(e: FormEvent) {
    e.preventDefault();
    const input = {
      firstName: form.values.firstName.trim(),
      lastName: form.values.lastName.trim(),
      email: form.values.email.trim(),
    };
    if (!form.check(input)) return;
    await sendAdd(async () => {
      const answer = await api.post<StaffAnswer & { msg: string }>(ADMIN_API_PATHS.addStaff, input);
      setList(answer.data);
      form.setValues(EMPTY);
      form.setErrors({});
      toast(answer.msg);
    });
  }

  async function remove(member: StaffMember) {
    setBusy(true);
    try {
      const answer = await api.post<StaffAnswer & { msg: string }>(ADMIN_API_PATHS.removeStaff, {
        id: member._id,
      });
      setList(answer.data);
      setRemoving(null);
      toast(answer.msg);
    } catch (err) {
      toast(errorText(err), 'error');
    } finally {
      setBusy(false);
    }
  }

  const columns: Column<StaffMember>[] = [
    {
      key: 'name',
      header: 'Name',
      primary: true,
      cell: (m) => (
        <span>
          {m.name}
          {m.you ? <span className="swa-muted"> (you)</span> : null}
        </span>
      ),
    },
    { key: 'email', header: 'Email', cell: (m) => m.email },
    { key: 'role', header: 'Role', cell: (m) => (m.role === 'OWNER' ? 'Owner' : 'Staff') },
    {
      key: 'state',
      header: 'Status',
      cell: (m) => (m.passwordSet ? `Since ${formatDate(m.created)}` : 'Invited: no password yet'),
    },
    ...(canEdit
      ? [
          {
            key: 'remove',
            header: 'Remove',
            cell: (m: StaffMember) =>
              m.role === 'STAFF' && !m.you ? (
                <Button size="small" variant="danger" onClick={() => setRemoving(m)}>
                  Remove
                </Button>
              ) : (
                <span className="swa-muted">—</span>
              ),
          },
        ]
      : []),
  ];

  return (
    <Panel title="Staff" testId="swa-staff">
      <p className="swa-muted" style={{ marginTop: 0 }}>
        Staff sign in at /admin/login and can see and handle orders, products and customers; only
        the owner changes settings and staff.
      </p>
      {res.status === 'error' && !members ? (
        <ErrorState error={res.error} onRetry={res.reload} />
      ) : !members ? (
        <LoadingState lines={3} />
      ) : (
        <Table caption="Owner and staff" columns={columns} rows={members} rowKey={(m) => m._id} />
      )}
      {canEdit ? (
        <form onSubmit={add} noValidate style={{ marginTop: 16 }} data-testid="swa-add-staff">
          <h3 style={{ fontSize: 14, margin: '0 0 8px' }}>Add a staff member</h3>
          <LockedFields disabled={busy || adding}>
            <div className="swa-form-grid">
              <TextField
                label="First name"
                {...form.field('firstName')}
                maxLength={40}
                autoComplete="off"
              />
              <TextField
                label="Last name"
                {...form.field('lastName')}
                maxLength={40}
                autoComplete="off"
              />
              <TextField
                label="Email"
                type="email"
                {...form.field('email')}
                maxLength={200}
                autoComplete="off"
                className="swa-span-2"
                hint="We mail them a link to choose a password (it works for 72 hours)."
              />
            </div>
            <Button type="submit" variant="primary" busy={busy || adding}>
              Add staff member
            </Button>
          </LockedFields>
        </form>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Remove ${removing.name}?` : ''}
        message={
          removing
            ? `${removing.email} loses access to this admin at once: their account is deleted and every session they have ends.`
            : undefined
        }
        confirmLabel="Remove staff member"
        destructive
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
      />
    </Panel>
  );
}
