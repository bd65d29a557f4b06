import { describe, expect, it, vi } from 'vitest';
import { defaultsFromSchema } from '../../schemas/defaults';
import { faqSchema } from '../../schemas/sections/faq';
import { checkCode, formatJson, toValidate } from './code-logic';

describe('checkCode', () => {
  const validate = toValidate(faqSchema);
  const good = defaultsFromSchema(faqSchema) as Record<string, unknown>;

  it('accepts valid JSON that passes the schema, answering the parsed value', () => {
    const result = checkCode(formatJson(good), validate);
    expect(result).toEqual({ ok: true, value: good });
  });

  it('refuses text that is not JSON, saying where', () => {
    const result = checkCode('{\n  "heading": "x",\n  oops\n}', validate);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reasons).toHaveLength(1);
    expect(result.reasons[0]).toMatch(/^Not valid JSON \(line 3, column 3\): /);
  });

  it('refuses a value that fails the schema, with every reason', () => {
    const bad = { ...good, variant: 'carousel', items: [] };
    const result = checkCode(JSON.stringify(bad), validate);
    expect(result).toEqual({
      ok: false,
      reasons: expect.arrayContaining([
        '/variant must be equal to one of the allowed values',
        '/items must NOT have fewer than 1 items',
      ]),
    });
  });

  it('uses a validate function as given (for page or site documents)', () => {
    const fn = vi.fn((v: unknown) => (Array.isArray(v) ? null : ['must be a list']));
    expect(checkCode('[1]', toValidate(fn))).toEqual({ ok: true, value: [1] });
    expect(checkCode('{}', toValidate(fn))).toEqual({ ok: false, reasons: ['must be a list'] });
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('toValidate', () => {
  it('compiles a schema once and reuses it', () => {
    const validate = toValidate(faqSchema);
    const good = defaultsFromSchema(faqSchema);
    const t0 = performance.now();
    for (let i = 0; i < 200; i++) validate(good);
    // 200 validations of a compiled schema take a few ms; recompiling would take seconds
    expect(performance.now() - t0).toBeLessThan(500);
  });
});
