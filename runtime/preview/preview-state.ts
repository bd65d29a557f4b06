import type { PageDocument, Section, SiteDocument } from '../../schemas/types';

/**
 * What the preview renders. Section objects keep their identity until a message replaces them:
 * the memoized section components compare by identity, so only replaced sections re-render.
 */
export type PreviewDocument = {
  site: SiteDocument;
  /** The page body in order (unique ids). */
  sections: readonly Section[];
  path: string;
  /** The `seq` of the last message applied; `rendered` reports it after React commits. */
  seq: number;
  /** JSON of theme, header and footer, so a `site` message keeps unchanged parts' identity. */
  siteJson: { theme: string; header: string; footer: string };
};

/** A tiny external store (for useSyncExternalStore): the document, null until `init`. */
export type PreviewStore = {
  getState(): PreviewDocument | null;
  setState(next: PreviewDocument | null): void;
  subscribe(listener: () => void): () => void;
};

/** Creates an empty store. */
export function createPreviewStore(initial: PreviewDocument | null = null): PreviewStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(next) {
      if (next === state) return;
      state = next;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Drops repeated ids (first wins): React keys sections by id. */
export function uniqueSections(sections: readonly Section[]): Section[] {
  const seen = new Set<string>();
  return sections.filter((s) => {
    if (seen.has(s.id)) return false;
    seen.add(s.id);
    return true;
  });
}

function siteJsonOf(site: SiteDocument): PreviewDocument['siteJson'] {
  return {
    theme: JSON.stringify(site.theme),
    header: JSON.stringify(site.header),
    footer: JSON.stringify(site.footer),
  };
}

/** The document of an `init` message (or of the draft fetched when opened directly). */
export function createPreviewDocument(
  site: SiteDocument,
  page: PageDocument,
  path: string,
  seq: number,
): PreviewDocument {
  return { site, sections: uniqueSections(page.sections), path, seq, siteJson: siteJsonOf(site) };
}

/**
 * Applies a `patch`: sections not in `order` are gone, upserted ones replace theirs by id, the
 * rest keep their identity. O(sections); nothing is serialized.
 */
export function applyPatch(
  doc: PreviewDocument,
  patch: { order: readonly string[]; upsert: readonly Section[]; seq: number },
): PreviewDocument {
  const byId = new Map<string, Section>();
  for (const s of doc.sections) byId.set(s.id, s);
  for (const s of patch.upsert) byId.set(s.id, s);
  const sections: Section[] = [];
  for (const id of patch.order) {
    const s = byId.get(id);
    // An id listed twice or never sent is skipped rather than rendered twice or as a hole.
    if (!s) continue;
    byId.delete(id);
    sections.push(s);
  }
  return { ...doc, sections, seq: patch.seq };
}

/**
 * Applies a `site` message, keeping the theme, header and footer objects that did not change,
 * so neither the theme style nor the header or footer re-renders for nothing.
 */
export function applySite(
  doc: PreviewDocument,
  message: { site: SiteDocument; seq: number },
): PreviewDocument {
  const json = siteJsonOf(message.site);
  const prev = doc.site;
  const site: SiteDocument = {
    ...message.site,
    theme: json.theme === doc.siteJson.theme ? prev.theme : message.site.theme,
    header: json.header === doc.siteJson.header ? prev.header : message.site.header,
    footer: json.footer === doc.siteJson.footer ? prev.footer : message.site.footer,
  };
  return { ...doc, site, seq: message.seq, siteJson: json };
}
