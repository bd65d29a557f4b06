import { Component, type ReactNode } from 'react';
import type { PageDocument, Section, SiteDocument } from '../../schemas/types';
import type { HtmlSanitizer } from '../../shared/sanitize';
import { themeToCss } from '../../shared/theme-css';
import { RuntimeProvider, type RuntimeContextValue } from '../context';
import type { SectionRegistry } from '../define-section';
import { startsWithMedia } from '../page-flags';
import { prepareSection, type SectionValidator } from '../prepare-section';

type Props = {
  site: SiteDocument;
  page: PageDocument;
  ctx: RuntimeContextValue;
  registry: SectionRegistry;
  validate: SectionValidator;
  sanitize: HtmlSanitizer;
};

function Problem({ id, problem }: { id: string; problem: string }) {
  return (
    <div className="sw-broken-section" data-sw-broken={id}>
      <p>This section could not be shown: {problem}</p>
    </div>
  );
}

/** Catches a section that throws while rendering in the browser, so the rest still shows. */
class SectionBoundary extends Component<
  { id: string; children: ReactNode },
  { error: string | null }
> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(err: Error) {
    return { error: err.message };
  }
  override render() {
    return this.state.error ? (
      <Problem id={this.props.id} problem={`render failed: ${this.state.error}`} />
    ) : (
      this.props.children
    );
  }
}

/**
 * Builder mode: the whole page rendered client-side by React from the draft documents, with the
 * same registry, validation and sanitizing as SSR, and problems shown to the owner in place.
 */
export function PreviewPage({ site, page, ctx, registry, validate, sanitize }: Props) {
  const renderOne = (section: Section | null, slot: string) => {
    if (!section || section.hidden) return null;
    const prepared = prepareSection(section, { registry, validate, sanitize });
    if (!prepared.ok) return <Problem key={slot} id={prepared.id} problem={prepared.problem} />;
    const { def, config, id } = prepared;
    return (
      <div key={slot} className="sw-preview-section" data-sw-section={id}>
        <SectionBoundary id={id}>
          <def.Component id={id} config={config} />
        </SectionBoundary>
      </div>
    );
  };
  return (
    <RuntimeProvider value={ctx}>
      <style>{themeToCss(site.theme)}</style>
      <div className={`sw-site${startsWithMedia(page.sections) ? ' sw-site--media-first' : ''}`}>
        {renderOne(site.header, 'header')}
        <main id="main" className="sw-main">
          {page.sections.map((s, i) => renderOne(s, `${s.id}:${i}`))}
        </main>
        {renderOne(site.footer, 'footer')}
      </div>
    </RuntimeProvider>
  );
}
