// The frame of an item's edit screen (a product, a blog post) around its fields: the header with
// Delete and Save, the form in a main and a side column, Save again at the foot, and the delete's
// confirm dialog. The loader before it shows the item's load failing or under way.
import type { ReactNode } from 'react';
import type { EditForm } from './use-edit-form';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  LoadingState,
  PageHeader,
  type Resource,
  SubmitForm,
} from './ui';

type Back = { to: string; label: string };

/** An edit screen's data: a failed first load under the screen's header, loading, then `children`. */
export function EditLoader<T>({
  resource: res,
  title,
  back,
  children,
}: {
  resource: Resource<T>;
  title: string;
  back: Back;
  children: (data: T) => ReactNode;
}) {
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
  prefix,
  title,
  back,
  description,
  saveTestId,
  deleteTestId,
  main,
  side,
  confirm,
  children,
}: {
  form: Pick<
    EditForm<unknown, unknown>,
    'rootRef' | 'saved' | 'saving' | 'save' | 'deleting' | 'askDelete' | 'cancelDelete' | 'remove'
  >;
  /** The screen's class prefix (`swc`: `swc-edit`, `swc-edit-grid`…). */
  prefix: string;
  title: string;
  back: Back;
  description?: ReactNode;
  saveTestId: string;
  deleteTestId?: string;
  main: ReactNode;
  side: ReactNode;
  confirm: { title: string; message: ReactNode; confirmLabel: string };
  /** More dialogs (an image picker). */
  children?: ReactNode;
}) {
  return (
    <div className={`${prefix}-edit`} ref={form.rootRef}>
      <PageHeader
        title={title}
        back={back}
        description={description}
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
      <SubmitForm className={`${prefix}-edit-grid`} onSubmit={form.save}>
        <div className={`${prefix}-edit-main`}>{main}</div>
        <div className={`${prefix}-edit-side`}>{side}</div>
      </SubmitForm>
      <div className={`${prefix}-edit-footer`}>
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
