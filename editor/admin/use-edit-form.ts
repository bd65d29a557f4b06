// One item's edit screen (a product, a blog post): the draft against what was last saved, the
// check with the server's rules before sending, the save and the delete behind a confirm dialog.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../shared/error-text';
import { fieldBinder, useFormSend } from './forms';
import { useToast, useUnsavedWarning } from './ui';

type EditFormOptions<Item, Draft, Input extends { id?: string }> = {
  /** The item as stored, or null for a new one. */
  item: Item | null;
  /** A new item's draft. */
  empty: () => Draft;
  /** A saved item as the form shows it. */
  draftOf: (item: Item) => Draft;
  isDirty: (draft: Draft, base: Draft) => boolean;
  /** The draft checked with the server's rules, and what to send when it passes. */
  check: (draft: Draft, saved: Item | null) => { input: Input; errors: Record<string, string> };
  send: (input: Input) => Promise<Item>;
  /** The toast after a save; `created` when the item was new until then. */
  savedText: (next: Item, created: boolean) => string;
  /** A new item's own address once it is saved (it replaces `new` in the history). */
  pathOf: (next: Item) => string;
  /** Deletes the saved item and answers the toast to show. */
  remove: (saved: Item) => Promise<string>;
  /** Where a delete leads. */
  listPath: string;
  /** Whether the unsaved-changes warning rests while a delete runs. */
  quietWhileDeleting?: boolean;
};

export type EditForm<Item, Draft> = ReturnType<typeof useEditForm<Item, Draft, { id?: string }>>;

/**
 * The state of an edit screen. Leaving with unsaved changes asks first; after a first try to
 * save, the field marks follow the typing; a refused save marks the fields and focuses the first.
 */
export function useEditForm<Item, Draft, Input extends { id?: string }>(
  options: EditFormOptions<Item, Draft, Input>,
) {
  const { item, empty, draftOf, isDirty, check, savedText, pathOf, listPath } = options;
  const toast = useToast();
  const navigate = useNavigate();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const [saved, setSaved] = useState<Item | null>(item);
  const [base, setBase] = useState<Draft>(() => (item ? draftOf(item) : empty()));
  const [draft, setDraft] = useState<Draft>(base);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [deleting, setDeleting] = useState<'ask' | 'busy' | null>(null);
  const { busy: saving, send } = useFormSend(setErrors);
  const dirty = isDirty(draft, base);
  useUnsavedWarning(
    dirty && !saving && !(options.quietWhileDeleting === true && deleting === 'busy'),
  );

  // After a first try, the marks follow the typing. The check is the latest one given, so a new
  // function on each render does not run the effect again.
  const checkRef = useRef(check);
  checkRef.current = check;
  useEffect(() => {
    if (tried) setErrors(checkRef.current(draft, saved).errors);
  }, [draft, tried, saved]);

  const patch = (p: Partial<Draft>) => setDraft((d) => ({ ...d, ...p }));
  /** A field's props for the draft's `key`: its value, its error (by the same name), its change. */
  const field = fieldBinder(draft, errors, (key, value) =>
    patch({ [key]: value } as Partial<Draft>),
  );

  const save = async () => {
    setTried(true);
    const { input, errors: found } = check(draft, saved);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast('Fix the marked fields before saving.', 'error');
      requestAnimationFrame(() =>
        rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    await send(async () => {
      const next = await options.send(input);
      const fresh = draftOf(next);
      setSaved(next);
      setBase(fresh);
      setDraft(fresh);
      setTried(false);
      setErrors({});
      toast(savedText(next, !saved), 'success');
      if (!input.id) navigate(pathOf(next), { replace: true });
    });
  };

  const remove = async () => {
    if (!saved) return;
    setDeleting('busy');
    try {
      const done = await options.remove(saved);
      setBase(draft);
      toast(done, 'success');
      navigate(listPath);
    } catch (err) {
      toast(errorText(err), 'error');
      setDeleting(null);
    }
  };

  return {
    rootRef,
    saved,
    draft,
    patch,
    field,
    errors,
    dirty,
    saving,
    save,
    deleting,
    askDelete: () => setDeleting('ask'),
    cancelDelete: () => setDeleting(null),
    remove,
  };
}
