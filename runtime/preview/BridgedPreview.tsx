import { useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import type { RuntimeContextValue } from '../context';
import { PreviewPage, type PreviewDeps } from './PreviewPage';
import type { PreviewDocument, PreviewStore } from './preview-state';

type Props = {
  store: PreviewStore;
  /** The workspace's name and currency symbol (the protocol's documents do not carry them). */
  workspace: Pick<RuntimeContextValue, 'siteName' | 'currencySymbol'>;
  deps: PreviewDeps;
  /** Called after React committed a new document to the DOM. */
  onCommit(doc: PreviewDocument): void;
};

/**
 * The preview driven by the editor: renders the store's document (nothing before `init`). The
 * store is read with useSyncExternalStore, so each message's update renders synchronously in
 * a microtask, before the next message is handled.
 */
export function BridgedPreview({ store, workspace, deps, onCommit }: Props) {
  const doc = useSyncExternalStore(store.subscribe, store.getState);
  const path = doc?.path ?? '/';
  const ctx = useMemo<RuntimeContextValue>(
    () => ({ mode: 'builder', ...workspace, path }),
    [workspace, path],
  );
  // Every content message makes a new document object, so this runs once per commit of one.
  useLayoutEffect(() => {
    if (doc) onCommit(doc);
  }, [doc, onCommit]);
  if (!doc) return null;
  return <PreviewPage site={doc.site} sections={doc.sections} ctx={ctx} deps={deps} />;
}
