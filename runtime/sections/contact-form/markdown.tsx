// A small markdown renderer to React elements for owner-written descriptions: paragraphs, line
// breaks, headings, lists, emphasis, code and links. Everything is text to React, so HTML in the
// source shows as written and nothing can run; links keep only http(s), mailto, tel and
// same-site addresses. It ships in the island (a full markdown library and a sanitizer would
// weigh ten times more) and renders the same on the server and in the browser.
import { Fragment, type ReactNode } from 'react';

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** Whether a link target may be rendered as a link. */
export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href.trim());
}

// Code, bold, italic (* or _), links: the earliest match wins, then the rest of the text.
const INLINE =
  /`([^`]+)`|\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|_([^_\s][^_]*)_|\[([^\]]+)\]\(([^)\s]+)\)/;

function inline(text: string, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let i = 0;
  while (rest) {
    const m = INLINE.exec(rest);
    if (!m) {
      out.push(rest);
      break;
    }
    if (m.index > 0) out.push(rest.slice(0, m.index));
    const k = `${key}-${i++}`;
    const [, code, bold1, bold2, em1, em2, label, href] = m;
    if (code !== undefined) out.push(<code key={k}>{code}</code>);
    else if (bold1 !== undefined || bold2 !== undefined)
      out.push(<strong key={k}>{inline(bold1 ?? bold2 ?? '', k)}</strong>);
    else if (em1 !== undefined || em2 !== undefined)
      out.push(<em key={k}>{inline(em1 ?? em2 ?? '', k)}</em>);
    else if (label !== undefined && href !== undefined)
      out.push(
        isSafeHref(href) ? (
          <a
            key={k}
            href={href}
            {...(/^https?:\/\//i.test(href) ? { rel: 'noopener noreferrer' } : {})}
          >
            {inline(label, k)}
          </a>
        ) : (
          <Fragment key={k}>{inline(label, k)}</Fragment>
        ),
      );
    rest = rest.slice(m.index + m[0].length);
  }
  return out;
}

/** Lines joined with <br>, each line's inline markup rendered. */
function lines(text: string[], key: string): ReactNode[] {
  return text.flatMap((line, i) => [
    ...(i > 0 ? [<br key={`${key}-br${i}`} />] : []),
    ...inline(line.trim(), `${key}-${i}`),
  ]);
}

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;

/** The markdown as React elements; `headingLevel` is the level a `#` heading becomes. */
export function Markdown({
  source,
  className,
  headingLevel = 3,
}: {
  source: string;
  className?: string;
  headingLevel?: 3 | 4;
}) {
  const blocks: ReactNode[] = [];
  const all = source.replace(/\r\n?/g, '\n').split('\n');
  let para: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    const k = `b${blocks.length}`;
    if (para.length) blocks.push(<p key={k}>{lines(para, k)}</p>);
    else if (list) {
      const items = list.items.map((item, i) => (
        <li key={`${k}-${i}`}>{inline(item, `${k}-${i}`)}</li>
      ));
      blocks.push(list.ordered ? <ol key={k}>{items}</ol> : <ul key={k}>{items}</ul>);
    }
    para = [];
    list = null;
  };
  for (const line of all) {
    if (!line.trim()) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (heading) {
      flush();
      const level = Math.min(6, headingLevel + heading[1]!.length - 1);
      const Tag = `h${level}` as 'h3';
      blocks.push(<Tag key={`b${blocks.length}`}>{inline(heading[2]!, `h${blocks.length}`)}</Tag>);
    } else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      if (para.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (list) {
      // A line under a list item continues it.
      const last = list.items.length - 1;
      list.items[last] = `${list.items[last]} ${line.trim()}`;
    } else para.push(line);
  }
  flush();
  return <div className={className}>{blocks}</div>;
}
