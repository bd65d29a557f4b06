// The builder's rules about what may be stored and what may be published, with the texts the
// editor shows. Structure is checked on every save; section configs only when publishing.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { PAGE_PATH_PATTERN, pageDocumentSchema, siteDocumentSchema } from '../../schemas/documents';
import { SECTION_METAS } from '../../schemas/section-metas';
import type { JsonSchema, Section, SectionMeta } from '../../schemas/types';
import { createAjv, formatSchemaErrors } from '../../shared/validate';
import type { PublishProblem as SharedPublishProblem } from '../../shared/builder-api';
import { isBuiltInPath } from './built-in-pages';

export const PATH_PATTERN_MESSAGE =
  'Page paths use lower-case letters, digits and dashes, like /about-us.';
export const STALE_DRAFT_MESSAGE =
  'This page was changed in another window. Reload to get the latest version.';
export const STALE_SITE_MESSAGE =
  'The site settings were changed in another window. Reload to get the latest version.';
export const HOME_DELETE_MESSAGE =
  'The home page cannot be deleted. Make another page the home page first.';
export const PUBLISH_RACE_MESSAGE =
  'Someone published at the same moment. Reload to see the latest version, then try again.';
export const unplacedMessage = (where: string) =>
  `Reusable section (${where}): the reusable section it places was deleted. Remove this section from the page.`;
export const reusableNameTakenMessage = (name: string) =>
  `A reusable section is already called “${name}”. Choose another name.`;
export const pathTakenMessage = (path: string) => `A page already has the path ${path}.`;
export const reservedPathMessage = (path: string) =>
  `The path ${path} belongs to a built-in screen. Choose another path.`;
export const builtInPathMessage = (path: string) =>
  `The path ${path} belongs to a built-in screen: open it under “Built-in screens” in the Pages panel to make it yours. Choose another path.`;

/** First path segments the server or built-in screens answer; a stored page would hide them. */
export const RESERVED_PATH_SEGMENTS: readonly string[] = [
  'admin',
  'api',
  'assets',
  'static',
  'demo',
  'uploads',
  'forms',
  'login',
  'signup',
  'signin',
  'register',
  'reset-password',
  'setting',
];

/** Deeper JSON than this is refused: nothing legitimate nests so far, and it keeps walks bounded. */
export const MAX_DOCUMENT_DEPTH = 32;
/** Publish refusals list at most this many problems (a broken page could have thousands). */
export const MAX_LISTED_PROBLEMS = 200;

const pathPattern = new RegExp(PAGE_PATH_PATTERN);

/**
 * Why a page path cannot be used (create, rename), or null. A built-in screen's or template's
 * path is stored only by editing that screen in the builder (the draft save of its page id).
 */
export function pathProblem(path: string): string | null {
  if (!pathPattern.test(path)) return PATH_PATTERN_MESSAGE;
  if (isBuiltInPath(path)) return builtInPathMessage(path);
  const first = path.split('/')[1] ?? '';
  if (RESERVED_PATH_SEGMENTS.includes(first)) return reservedPathMessage(path);
  return null;
}

const ajv = createAjv();
const validatePageDoc = ajv.compile(pageDocumentSchema as object);
const validateSiteDoc = ajv.compile(siteDocumentSchema as object);

function tooDeep(value: unknown, depth = 0): boolean {
  if (depth > MAX_DOCUMENT_DEPTH) return true;
  if (value === null || typeof value !== 'object') return false;
  for (const v of Array.isArray(value) ? value : Object.values(value as object))
    if (typeof v === 'object' && v !== null && tooDeep(v, depth + 1)) return true;
  return false;
}

function documentProblems(validate: ValidateFunction, doc: unknown): string[] | null {
  if (tooDeep(doc)) return [`draft is nested more than ${MAX_DOCUMENT_DEPTH} levels deep`];
  if (!validate(doc)) return formatSchemaErrors(validate.errors).map((m) => `draft${m}`);
  return null;
}

/**
 * Problems of a page draft's structure (pageDocumentSchema, unique section ids), or null.
 * Section configs may fail their type's schema in a draft: the editor shows those.
 */
export function pageDraftProblems(doc: unknown): string[] | null {
  const problems = documentProblems(validatePageDoc, doc);
  if (problems) return problems;
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const s of (doc as { sections: Section[] }).sections) {
    if (seen.has(s.id)) dupes.add(s.id);
    seen.add(s.id);
  }
  return dupes.size
    ? [...dupes].map((id) => `Two sections have the id ${id}; section ids must be unique.`)
    : null;
}

/** Problems of a reusable section's draft config's shape (its type's schema: at publish), or null. */
export function configShapeProblems(config: unknown): string[] | null {
  if (typeof config !== 'object' || config === null || Array.isArray(config))
    return ['config must be an object'];
  return tooDeep(config) ? [`config is nested more than ${MAX_DOCUMENT_DEPTH} levels deep`] : null;
}

/** Problems of a site draft (siteDocumentSchema: the theme fully, header and footer shapes). */
export function siteDraftProblems(doc: unknown): string[] | null {
  return documentProblems(validateSiteDoc, doc);
}

/** One reason a publish is refused, as the answer's `errors[]` carries it (always located). */
export type PublishProblem = Required<SharedPublishProblem>;

const metas = new Map<string, SectionMeta>(SECTION_METAS.map((m) => [m.type, m]));
const compiled = new Map<string, ValidateFunction>();

function validatorOf(meta: SectionMeta): ValidateFunction {
  let v = compiled.get(meta.type);
  if (!v) {
    v = ajv.compile(meta.schema as object);
    compiled.set(meta.type, v);
  }
  return v;
}

// `if` failures only repeat the `then` branch's own errors.
const useful = (e: ErrorObject) => e.keyword !== 'if';

export const platformOnlyMessage = (where: string) =>
  `${where}: this section belongs to the platform's own site. Remove it from this page.`;

/** The title of the schema property an instance path points at ('/items/0/question'), or ''. */
function fieldTitleAt(schema: JsonSchema, instancePath: string): string {
  let at: JsonSchema | undefined = schema;
  for (const key of instancePath.split('/').slice(1)) {
    if (!at) return '';
    at = at.type === 'array' ? (at.items as JsonSchema | undefined) : at.properties?.[key];
  }
  return at && at !== schema ? (at.title ?? '') : '';
}

/** One schema error in words: the field by its title and path, "must not be empty" for "". */
function problemText(schema: JsonSchema, e: ErrorObject): string {
  if (e.keyword === 'minLength' && (e.params as { limit?: number }).limit === 1) {
    const title = fieldTitleAt(schema, e.instancePath);
    return `${title ? `${title} (${e.instancePath})` : e.instancePath} must not be empty`;
  }
  return formatSchemaErrors([e])[0]!;
}

/**
 * Every section's config checked against its type's schema, each problem naming the section by
 * its label, place (`section 2` on a page; the slot for the site's header or footer) and id.
 * `slot` names where a site-level section sits: only a type made for that place may fill it.
 * Off the platform's own workspace (`platform` false), a platform-only type is refused.
 * `place` names a lone section's place instead (a reusable section).
 */
export function sectionProblems(
  sections: readonly Section[],
  where: { slot?: 'header' | 'footer'; platform?: boolean; place?: string } = {},
): PublishProblem[] {
  const { slot, platform = false } = where;
  const out: PublishProblem[] = [];
  sections.forEach((s, i) => {
    const place = slot ?? where.place ?? `section ${i + 1}`;
    const meta = metas.get(s.type);
    const problem = (defaultMessage: string, field = '') =>
      out.push({ defaultMessage, sectionId: s.id, field });
    if (!meta) {
      problem(
        `Unknown section type "${s.type}" (${place}, #${s.id}): remove it or pick another type.`,
      );
      return;
    }
    const named = `${meta.label} (${place}, #${s.id})`;
    if (slot && meta.placement !== slot) {
      problem(`${named}: this section cannot be the site ${slot}.`);
      return;
    }
    if (meta.platformOnly && !platform) {
      problem(platformOnlyMessage(named));
      return;
    }
    const validate = validatorOf(meta);
    if (validate(s.config)) return;
    for (const e of (validate.errors ?? []).filter(useful))
      problem(`${named}: ${problemText(meta.schema, e)}`, e.instancePath);
  });
  return out;
}
