// The frame of an item's edit screen (a product, a blog post) around its fields: the header with
// the saved item's status, its link on the site and whether there are unsaved changes, Delete and
// Save, the form in a main and a side column, Save again at the foot, and the delete's
// confirm dialog. The loader before it loads the item of the address (`new` for a new one) and
// shows the load failing or under way.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { EditForm } from './use-edit-form';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  LoadingState,
  PageHeader,
  SubmitForm,
  useResource,
} from './ui';
import './edit-screen.css';

type Back = { to: string; label: string };

/**
 * An edit screen's data: `load` gets the address's `:id` (null for `new`); a failed first load
 * shows under the screen's header, then loading, then `children` with the data.
 */
export function EditLoader<T>({
  load,
  title,
  back,
  children,
}: {
  load: (id: string | null) => Promise<T>;
  title: string;
  back: Back;
  children: (data: T) => ReactNode;
}) {
  const { id = 'new' } = useParams();
  const res = useResource(id, () => load(id === 'new' ? null : id));
  if (res.status === 'error' && !res.data)
    return (
      <>
        <PageHeader title={title} back={back} />
        <ErrorState error={res.error} onRetry={res.reload} />
      </>
    );
  if (!res.data || res.status === 'loading') return <LoadingState />;
  return children(res.data);
}

export function EditScreen({
  form,
  title,
  back,
  status,
  view,
  saveTestId,
  deleteTestId,
  main,
  side,
  confirm,
  children,
}: {
  form: Pick<
    EditForm<unknown, unknown>,
    | 'rootRef'
    | 'saved'
    | 'dirty'
    | 'saving'
    | 'save'
    | 'deleting'
    | 'askDelete'
    | 'cancelDelete'
    | 'remove'
  >;
  title: string;
  back: Back;
  /** The saved item's status pill. */
  status: ReactNode;
  /** The saved item's page on the site, while it is there. */
  view: { href: string; label: string; testId?: string } | null;
  saveTestId: string;
  deleteTestId?: string;
  main: ReactNode;
  side: ReactNode;
  confirm: { title: string; message: ReactNode; confirmLabel: string };
  /** More dialogs (an image picker). */
  children?: ReactNode;
}) {
  const unsaved = form.dirty ? <span className="swa-muted">Unsaved changes</span> : null;
  return (
    <div className="swa-edit" ref={form.rootRef}>
      <PageHeader
        title={title}
        back={back}
        description={
          form.saved ? (
            <span className="swa-edit-meta">
              {status}
              {view ? (
                <a href={view.href} target="_blank" rel="noreferrer" data-testid={view.testId}>
                  {view.label}
                </a>
              ) : null}
              {unsaved}
            </span>
          ) : (
            unsaved
          )
        }
        actions={
          <>
            {form.saved ? (
              <Button variant="danger" onClick={form.askDelete} data-testid={deleteTestId}>
                Delete
              </Button>
            ) : null}
            <Button
              variant="primary"
              busy={form.saving}
              onClick={() => void form.save()}
              data-testid={saveTestId}
            >
              Save
            </Button>
          </>
        }
      />
      <SubmitForm className="swa-edit-grid" onSubmit={form.save}>
        <div className="swa-edit-main">{main}</div>
        <div className="swa-edit-side">{side}</div>
      </SubmitForm>
      <div className="swa-edit-footer">
        <Button variant="primary" busy={form.saving} onClick={() => void form.save()}>
          Save
        </Button>
      </div>
      {children}
      <ConfirmDialog
        open={form.deleting !== null}
        title={confirm.title}
        message={confirm.message}
        confirmLabel={confirm.confirmLabel}
        destructive
        busy={form.deleting === 'busy'}
        onConfirm={() => void form.remove()}
        onCancel={form.cancelDelete}
      />
    </div>
  );
}
