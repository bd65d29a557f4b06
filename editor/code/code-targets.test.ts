import { describe, expect, it } from 'vitest';
import { pageLink } from '../../schemas/sections/_nav';
import type { Section, SiteDocument } from '../../schemas/types';
import { createTestStore, makeSection } from '../store/test-support';
import { checkCode, formatJson, toValidate } from './code-logic';
import { codeSchemaFor } from './code-schemas';
import {
  applyCodeTarget,
  codeTargetValue,
  initialCodeTarget,
  type CodeTarget,
} from './code-targets';

/** What the dialog's Apply does: check the text against the target's schema, then apply it. */
function applyText(store: ReturnType<typeof createTestStore>, target: CodeTarget, text: string) {
  const s = store.getState();
  const slot = target === 'header' || target === 'footer' ? s.site?.[target] : null;
  const check = checkCode(text, toValidate(codeSchemaFor(target, slot?.type ?? null)));
  if (!check.ok) return check;
  return { ok: applyCodeTarget(s, target, null, check.value) };
}

const menus: SiteDocument['menus'] = {
  main: [{ ...pageLink('Home', '/'), children: [] }],
  footer: [{ label: 'Shop', children: [pageLink('About', '/about')] }],
};

describe('code view targets', () => {
  it('reads the header, the footer and the menus from the site', () => {
    const store = createTestStore();
    const s = store.getState();
    expect(codeTargetValue(s, 'header', null)).toBe(s.site?.header);
    expect(codeTargetValue(s, 'footer', null)).toBe(s.site?.footer);
    expect(codeTargetValue(s, 'menus', null)).toBe(s.site?.menus);
    expect(codeTargetValue(s, 'section', null)).toBeUndefined();
  });

  it('applies an edited header as one undo step, and another header design', () => {
    const store = createTestStore();
    const header = store.getState().site!.header!;
    const edited = { ...header, config: { ...header.config, brand: 'name', siteName: 'Kavya' } };
    expect(applyText(store, 'header', formatJson(edited))).toEqual({ ok: true });
    expect(store.getState().site?.header).toEqual(edited);
    expect(store.getState().undo()).toBe(true);
    expect(store.getState().site?.header).toEqual(header);

    const events = makeSection('events-header', 'hdr');
    expect(applyText(store, 'header', formatJson(events))).toEqual({ ok: true });
    expect(store.getState().site?.header?.type).toBe('events-header');
  });

  it('applies an edited footer', () => {
    const store = createTestStore();
    const footer = store.getState().site!.footer!;
    const edited = { ...footer, config: { ...footer.config, copyrightText: '© Kavya Rao' } };
    expect(applyText(store, 'footer', formatJson(edited))).toEqual({ ok: true });
    expect(store.getState().site?.footer).toEqual(edited);
  });

  it('applies edited menus as one undo step', () => {
    const store = createTestStore();
    const before = store.getState().site!.menus;
    expect(applyText(store, 'menus', formatJson(menus))).toEqual({ ok: true });
    expect(store.getState().site?.menus).toEqual(menus);
    store.getState().undo();
    expect(store.getState().site?.menus).toEqual(before);
  });

  it('refuses invalid JSON and schema errors, changing nothing', () => {
    const store = createTestStore();
    const site = store.getState().site;
    const header = site!.header!;
    const refused: [CodeTarget, unknown, string][] = [
      // a body section's type may not go in the header slot
      ['header', { ...header, type: 'cta' }, '/type must be equal to one of the allowed values'],
      ['header', { ...header, config: { ...header.config, brand: 'both' } }, '/config/brand'],
      ['footer', makeSection('shop-header', 'ftr'), '/type must be equal to one of the allowed'],
      ['menus', { main: [{ label: '' }], footer: [] }, '/main/0/label'],
      ['menus', { main: [] }, "must have required property 'footer'"],
      ['menus', { ...menus, extra: [] }, 'must NOT have additional properties'],
    ];
    for (const [target, value, reason] of refused) {
      const result = applyText(store, target, JSON.stringify(value));
      expect(result.ok, `${target}: ${JSON.stringify(value)}`).toBe(false);
      expect(JSON.stringify(result)).toContain(reason);
    }
    const notJson = applyText(store, 'menus', '{ "main": [, "footer": [] }');
    expect(notJson).toMatchObject({
      ok: false,
      reasons: [expect.stringMatching(/^Not valid JSON/)],
    });
    expect(store.getState().site).toBe(site);
    expect(store.getState().undo()).toBe(false);
  });

  it('answers null for an empty slot and applies nothing to it', () => {
    const store = createTestStore();
    const site = store.getState().site!;
    expect(store.getState().replaceSite({ ...site, header: null })).toBe(true);
    const s = store.getState();
    expect(codeTargetValue(s, 'header', null)).toBeNull();
    const header: Section = makeSection('shop-header', 'hdr2');
    expect(applyCodeTarget(s, 'header', null, header)).toBe(false);
    expect(store.getState().site?.header).toBeNull();
  });

  it('opens on the header or the footer when the selected section sits there', () => {
    expect(initialCodeTarget('section', { slot: 'header' })).toBe('header');
    expect(initialCodeTarget('section', { slot: 'footer' })).toBe('footer');
    expect(initialCodeTarget('section', { slot: 'body', index: 0 })).toBe('section');
    expect(initialCodeTarget('section', null)).toBe('page');
    expect(initialCodeTarget('menus', null)).toBe('menus');
  });
});
