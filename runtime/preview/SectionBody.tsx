import { Component, memo, type ReactNode } from 'react';
import type { Section } from '../../schemas/types';
import { jsonHash } from '../../shared/hash';
import type { HtmlSanitizer } from '../../shared/sanitize-schema';
import type { SectionRegistry } from '../define-section';
import { prepareSection, type SectionValidator } from '../prepare-section';
import type { PreloadedSection } from './preview-data';

/** What rendering a section needs; created once, so memoized sections compare it by identity. */
export type PreviewDeps = {
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

/**
 * A section's content, problems shown in place. Memoized on the section object. `preloaded` is
 * what the server loaded for this section id: the component gets it as `data` only while the
 * section hashes as the one it was loaded for; once edited, the component loads its own.
 */
export const SectionBody = memo(function SectionBody({
  section,
  deps,
  preloaded,
}: {
  section: Section;
  deps: PreviewDeps;
  preloaded?: PreloadedSection | undefined;
}) {
  const prepared = prepareSection(section, deps);
  // Hashed only for the few sections with server data (listings), not on every edit.
  const data = preloaded && jsonHash(section) === preloaded.hash ? preloaded.data : undefined;
  return prepared.ok ? (
    <SectionBoundary section={section}>
      <prepared.def.Component id={prepared.id} config={prepared.config} data={data} />
    </SectionBoundary>
  ) : (
    <Problem id={prepared.id} problem={prepared.problem} />
  );
});
