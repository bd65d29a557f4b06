// The React half of the builder preview: what renders a section into its wrapper. Loaded after
// the preview is live (runtime/preview/views.ts asks for it in idle time, or at once when an
// edit needs a render), so the preview shows the server's markup and answers the editor's first
// `init` without React, the section components or their validators. Section types come one
// chunk each, loaded for the types on the page and then as new types appear.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { Section } from '../../schemas/types';
import { createKeyedLoader } from '../../shared/keyed-loader';
import { schemaHasHtml, type HtmlSanitizer } from '../../shared/sanitize-schema';
import { checkSection } from '../../shared/section-validate';
import { loadedSectionValidator, loadSectionValidator } from '../../shared/section-validators';
import '../commerce/lazy-ui';
import { RuntimeProvider, type RuntimeContextValue } from '../context';
import type { SectionDefinition, SectionRegistry } from '../define-section';
import type { PreloadedSection } from './preview-data';
import { SectionBody, type PreviewDeps } from './SectionBody';

/** Renders sections into wrappers; what views.ts holds once the React half is loaded. */
export type Mounter = {
  /** Whether sections of these types can render now (definition and validator loaded). */
  ready(types: Iterable<string>): boolean;
  /** Loads what sections of these types need; unknown types load nothing (they show a problem). */
  load(types: Iterable<string>): Promise<void>;
  /** Renders `section` into `wrapper`, creating its root on the first render. */
  render(
    wrapper: HTMLElement,
    root: unknown,
    section: Section,
    ctx: RuntimeContextValue,
    preloaded: PreloadedSection | undefined,
  ): unknown;
  /** Runs renders so that the DOM shows them when it returns. */
  batch(renders: () => void): void;
  /** Unmounts a root made by render (after the current commit). */
  unmount(root: unknown): void;
};

/** What rendering needs, with section types that load on demand (none: all are there). */
export type LazyDeps = PreviewDeps & {
  ready?(types: Iterable<string>): boolean;
  load?(types: Iterable<string>): Promise<void>;
};

/** A mounter over `deps`. */
export function createMounter(deps: LazyDeps): Mounter {
  return {
    ready: (types) => deps.ready?.(types) ?? true,
    load: (types) => deps.load?.(types) ?? Promise.resolve(),
    render(wrapper, root, section, ctx, preloaded) {
      const r = (root as Root | null) ?? createRoot(wrapper);
      r.render(
        <RuntimeProvider value={ctx}>
          <SectionBody section={section} deps={deps} preloaded={preloaded} />
        </RuntimeProvider>,
      );
      return r;
    },
    batch: (renders) => flushSync(renders),
    unmount: (root) => {
      // Unmounting inside another root's commit is not allowed; a microtask is after it.
      if (root) queueMicrotask(() => (root as Root).unmount());
    },
  };
}

type SectionModule = Record<string, SectionDefinition>;

/** Section validators that may load per type. */
export type LazyValidators = {
  validate: PreviewDeps['validate'];
  ready(type: string): boolean;
  load(types: string[]): Promise<void>;
};

/**
 * The preview's registry, one chunk per section type (runtime/sections/<type>/index.ts), with
 * the types' validators, and the HTML sanitizer (DOMPurify) once a type with HTML fields is
 * there; `load` fetches what the types asked for need. A type with no chunk is ready at once: it
 * renders as the problem "unknown section type".
 */
export function createLazyDeps(
  validators: LazyValidators,
  loadSanitizer: () => Promise<HtmlSanitizer>,
): LazyDeps {
  let sanitizer: HtmlSanitizer | null = null;
  let sanitizing: Promise<void> | null = null;
  const needsSanitizer = (def: SectionDefinition | undefined) =>
    def !== undefined && schemaHasHtml(def.schema);
  const sanitize: HtmlSanitizer = (html) => {
    // prepareSection asks only for types with HTML fields, whose readiness includes the sanitizer.
    if (!sanitizer) throw new Error('the HTML sanitizer is not loaded');
    return sanitizer(html);
  };
  // One loader per type: runtime/sections/<type>/index.ts exports that type's definition.
  const byType: Record<string, () => Promise<SectionDefinition | undefined>> = {};
  for (const [path, load] of Object.entries(
    import.meta.glob<SectionModule>('../sections/*/index.ts'),
  )) {
    const type = /\/sections\/([^/]+)\/index\.ts$/.exec(path)?.[1];
    if (type)
      byType[type] = () =>
        load().then((mod) => Object.values(mod).find((def) => def?.type === type));
  }
  const defs = createKeyedLoader(byType);
  const registry: SectionRegistry = {
    get: (type) => defs.loaded(type),
    all: () => Object.keys(byType).flatMap((type) => defs.loaded(type) ?? []),
  };
  return {
    registry,
    validate: validators.validate,
    sanitize,
    ready: (types) => {
      for (const type of types) {
        if (!defs.has(type)) continue;
        const def = defs.loaded(type);
        if (!def || !validators.ready(type) || (!sanitizer && needsSanitizer(def))) return false;
      }
      return true;
    },
    load: async (types) => {
      const list = [...new Set(types)].filter((t) => defs.has(t));
      // The sanitizer is asked for as soon as the first type that needs it has arrived, beside
      // the other types' chunks rather than after the last of them.
      const sanitizerFor = (def: SectionDefinition | undefined) =>
        !sanitizer && needsSanitizer(def)
          ? (sanitizing ??= loadSanitizer().then((s) => void (sanitizer = s)))
          : undefined;
      await Promise.all([
        ...list.map((t) => defs.load(t).then(sanitizerFor)),
        validators.load(list),
      ]);
    },
  };
}

/**
 * The builder preview's mounter: section types in their own chunks, their precompiled
 * validators (one module per type, the editor's own: the same files), and the HTML sanitizer
 * over this window.
 */
export function createPreviewMounter(win: Window): Mounter {
  return createMounter(
    createLazyDeps(
      {
        // Rendering waits for the type's validator (ready/load), so it is always there by then.
        validate: (section) => checkSection(section) ?? null,
        ready: (type) => loadedSectionValidator(type) !== undefined,
        load: (types) => Promise.all(types.map(loadSectionValidator)).then(() => undefined),
      },
      () => import('../../shared/sanitize').then((m) => m.createHtmlSanitizer(win)),
    ),
  );
}
