import { renderToString } from 'react-dom/server';
import type { Section } from '../schemas/types';
import { escapeHtml } from '../shared/escape';
import type { HtmlSanitizer } from '../shared/sanitize';
import { RuntimeProvider, type RuntimeContextValue } from './context';
import type { SectionRegistry } from './define-section';
import { prepareSection, type SectionValidator } from './prepare-section';

export type { SectionValidator };

export type RenderedSection = {
  html: string;
  /** Present for interactive sections: what the visitor's browser needs to hydrate it. */
  island?: { id: string; type: string; config: unknown; data?: unknown };
  /** Why the section rendered as a placeholder, if it did. */
  problem?: string;
};

/**
 * Server-renders one section. A section of unknown type, with a config that fails its schema,
 * or whose component throws becomes a quiet placeholder: the rest of the page still renders.
 */
export function renderSection(
  section: Section,
  opts: {
    registry: SectionRegistry;
    ctx: RuntimeContextValue;
    validate: SectionValidator;
    sanitize: HtmlSanitizer;
    /** What the server pre-loaded for this section (SectionProps.data). */
    data?: unknown;
  },
): RenderedSection {
  const prepared = prepareSection(section, opts);
  if (!prepared.ok) return placeholder(prepared.id, prepared.problem, opts.ctx);
  const { id, def, config } = prepared;
  let body: string;
  try {
    body = renderToString(
      <RuntimeProvider value={opts.ctx}>
        <def.Component id={id} config={config} data={opts.data} />
      </RuntimeProvider>,
    );
  } catch (err) {
    return placeholder(id, `render failed: ${(err as Error).message}`, opts.ctx);
  }
  if (!def.interactive) return { html: body };
  return {
    html: `<div class="sw-island" data-sw-island="${escapeHtml(id)}">${body}</div>`,
    island:
      opts.data === undefined
        ? { id, type: def.type, config }
        : { id, type: def.type, config, data: opts.data },
  };
}

function placeholder(id: string, problem: string, ctx: RuntimeContextValue): RenderedSection {
  // Visitors see nothing alarming; the builder shows the owner what is wrong.
  const text =
    ctx.mode === 'builder' ? `<p>This section could not be shown: ${escapeHtml(problem)}</p>` : '';
  return {
    html: `<div class="sw-broken-section" data-sw-broken="${escapeHtml(id)}"${ctx.mode === 'builder' ? '' : ' hidden'}>${text}</div>`,
    problem,
  };
}
