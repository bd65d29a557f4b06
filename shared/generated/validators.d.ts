// Types of validators.js, which scripts/generate-validators.ts generates (Ajv standalone code).
// Written by hand: the generated module is plain JavaScript.
import type { ErrorObject } from 'ajv';
import type { PageDocument, Section, SiteDocument } from '../../schemas/types';
import type { EditorMessageType, PreviewMessageType } from '../preview-protocol';

/** A precompiled Ajv validator: true when valid; else `errors` holds the reasons. */
export interface PrecompiledValidator<T = unknown> {
  (data: unknown): data is T;
  errors?: ErrorObject[] | null;
}

/** sectionShapeSchema (schemas/documents.ts). */
export declare const validateSectionShape: PrecompiledValidator<Section>;
/** pageDocumentSchema (schemas/documents.ts); section ids are not checked for uniqueness. */
export declare const validatePageDocument: PrecompiledValidator<PageDocument>;
/** siteDocumentSchema (schemas/documents.ts). */
export declare const validateSiteDocument: PrecompiledValidator<SiteDocument>;

/** editorMessageSchemas (shared/preview-protocol.ts), by message type. */
export declare const editorMessageValidators: Readonly<
  Record<EditorMessageType, PrecompiledValidator>
>;
/** previewMessageSchemas (shared/preview-protocol.ts), by message type. */
export declare const previewMessageValidators: Readonly<
  Record<PreviewMessageType, PrecompiledValidator>
>;
