// What the shell's components share besides the store: the API, the inspector's sources, the
// boot data the server put in the page, and a toast.
import type { PreviewTransport } from '../preview/preview-host';
import type { CanvasPreview } from './canvas-preview';
import { createContext, useContext } from 'react';
import type { EditorBootDocuments } from '../../shared/builder-api';
import type { BuilderApi } from '../api';
import type { InspectorSources } from '../inspector/sources';
import type { Autosave } from '../store/autosave';
import type { LiveSignal } from '../live-signal';

/** The JSON the server writes into #sw-editor-boot on /admin/builder. */
export type EditorBoot = {
  /** `platform`: the platform's own workspace, the only one offered platform-only sections. */
  workspace: { name: string; domain: string; platform?: boolean };
  user: { name: string; email: string };
  /** The site, the page list and the page to open (server/builder/shell.ts). */
  documents?: EditorBootDocuments;
  /** A new workspace that has not chosen a starter: the picker opens by itself. */
  chooseStarter?: boolean;
};

export type Toast = { text: string; kind: 'info' | 'error' };

export type EditorServices = {
  api: BuilderApi;
  /** Saves drafts; flush() before replacing a document (rollback) or publishing. */
  autosave: Autosave;
  sources: InspectorSources;
  boot: EditorBoot;
  /** The workspace's own origin: the preview iframe's, and the only one we talk to. */
  origin: string;
  /**
   * How editor and preview talk: a direct call into the same-origin preview (`auto`), or
   * postMessage only (`post`, forced by `?previewTransport=post`: the cross-origin path).
   */
  previewTransport: PreviewTransport;
  /** The canvas's preview when startEditor connected it before the first render. */
  canvas: CanvasPreview | null;
  /** Goes live when the preview has drawn the draft (PreviewPane); see editor/live-signal.ts. */
  live: LiveSignal;
  toast(text: string, kind?: Toast['kind']): void;
};

export const EditorServicesContext = createContext<EditorServices | null>(null);

export function useServices(): EditorServices {
  const services = useContext(EditorServicesContext);
  if (!services) throw new Error('useServices() outside <EditorServicesContext>');
  return services;
}
