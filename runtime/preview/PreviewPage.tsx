import { Component, memo, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Section, SiteDocument, Theme } from '../../schemas/types';
import type { HtmlSanitizer } from '../../shared/sanitize';
import { themeToCss } from '../../shared/theme-css';
import { RuntimeProvider, type RuntimeContextValue } from '../context';
import type { SectionRegistry } from '../define-section';
import { startsWithMedia } from '../page-flags';
import { prepareSection, type SectionValidator } from '../prepare-section';
import { arrangeChildren } from './arrange';

/** What rendering a section needs; created once, so memoized sections compare it by identity. */
export type PreviewDeps = {
  registry: SectionRegistry;
  validate: SectionValidator;
  sanitize: HtmlSanitizer;
};

type Props = {
  site: SiteDocument;
  /** The page body in order, with unique ids. */
  sections: readonly Section[];
  /** Keep it stable: every section reads it, so a new object re-renders them all. */
  ctx: RuntimeContextValue;
  deps: PreviewDeps;
};

function Problem({ id, problem }: { id: string; problem: string }) {
  return (
    <div className="sw-broken-section" data-sw-broken={id}>
      <p>This section could not be shown: {problem}</p>
    </div>
  );
}

/**
 * Catches a section that throws while rendering in the browser, so the rest still shows. A new
 * section object (the next edit) clears the error and tries again.
 */
class SectionBoundary extends Component<
  { section: Section; children: ReactNode },
  { error: string | null; section: Section }
> {
  override state = { error: null as string | null, section: this.props.section };
  static getDerivedStateFromProps(
    props: { section: Section },
    state: { error: string | null; section: Section },
  ) {
    return props.section === state.section ? null : { error: null, section: props.section };
  }
  static getDerivedStateFromError(err: Error) {
    return { error: err.message };
  }
  override render() {
    return this.state.error ? (
      <Problem id={this.props.section.id} problem={`render failed: ${this.state.error}`} />
    ) : (
      this.props.children
    );
  }
}

/** A section's content, problems shown in place. Memoized on the section object. */
const SectionBody = memo(function SectionBody({
  section,
  deps,
}: {
  section: Section;
  deps: PreviewDeps;
}) {
  const prepared = prepareSection(section, deps);
  return prepared.ok ? (
    <SectionBoundary section={section}>
      <prepared.def.Component id={prepared.id} config={prepared.config} />
    </SectionBoundary>
  ) : (
    <Problem id={prepared.id} problem={prepared.problem} />
  );
});

/** The wrapper every section sits in: `display: contents`, the selection and measuring hook. */
function createWrapper(id: string): HTMLElement {
  const el = document.createElement('div');
  el.className = 'sw-preview-section';
  el.setAttribute('data-sw-section', id);
  return el;
}

/** A header or footer in its wrapper. */
const SiteSection = memo(function SiteSection({
  section,
  deps,
}: {
  section: Section;
  deps: PreviewDeps;
}) {
  if (section.hidden) return null;
  return (
    <div className="sw-preview-section" data-sw-section={section.id}>
      <SectionBody section={section} deps={deps} />
    </div>
  );
});

/**
 * The page body. Each section renders through a portal into its own wrapper, and the wrappers
 * are put in order by `arrangeChildren` with the fewest DOM moves: a patch re-renders only the
 * sections it replaced, and a reorder moves only the sections that moved. NOTE: a new section's
 * own layout effects run before its wrapper is attached (its passive effects after).
 */
function SectionList({ sections, deps }: { sections: readonly Section[]; deps: PreviewDeps }) {
  const main = useRef<HTMLElement>(null);
  // Wrappers by section id, created on first render of a section and kept while it is shown.
  const wrappers = useRef(new Map<string, HTMLElement>()).current;
  const shown = sections.filter((s) => !s.hidden);
  const wrapperOf = (id: string) => {
    let el = wrappers.get(id);
    if (!el) wrappers.set(id, (el = createWrapper(id)));
    return el;
  };
  useLayoutEffect(() => {
    const ids = new Set(shown.map((s) => s.id));
    for (const id of wrappers.keys()) if (!ids.has(id)) wrappers.delete(id);
    if (main.current)
      arrangeChildren(
        main.current,
        shown.map((s) => wrapperOf(s.id)),
      );
  });
  return (
    <main ref={main} id="main" className="sw-main">
      {shown.map((s) =>
        createPortal(<SectionBody section={s} deps={deps} />, wrapperOf(s.id), s.id),
      )}
    </main>
  );
}

const ThemeStyle = memo(function ThemeStyle({ theme }: { theme: Theme }) {
  return <style>{themeToCss(theme)}</style>;
});

/**
 * Builder mode: the page rendered client-side by React from the draft documents, with the
 * same registry, validation and sanitizing as SSR, and problems shown to the owner in place.
 */
export function PreviewPage({ site, sections, ctx, deps }: Props) {
  return (
    <RuntimeProvider value={ctx}>
      <ThemeStyle theme={site.theme} />
      <div className={`sw-site${startsWithMedia(sections) ? ' sw-site--media-first' : ''}`}>
        {site.header && <SiteSection section={site.header} deps={deps} />}
        <SectionList sections={sections} deps={deps} />
        {site.footer && <SiteSection section={site.footer} deps={deps} />}
      </div>
    </RuntimeProvider>
  );
}
