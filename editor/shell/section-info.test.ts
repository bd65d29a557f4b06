import { describe, expect, it } from 'vitest';
import { SECTION_METAS } from '../../schemas/section-metas';
import { paletteGroups } from './section-info';

const offered = (platform?: boolean) =>
  paletteGroups(platform).flatMap((g) => g.metas.map((m) => m.type));

describe('paletteGroups', () => {
  const platformOnly = SECTION_METAS.filter((m) => m.platformOnly).map((m) => m.type);

  it('marks owner sign-in and registration as platform-only', () => {
    expect(platformOnly).toEqual(expect.arrayContaining(['owner-signin', 'owner-register']));
  });

  it('leaves platform-only types out of a workspace palette', () => {
    const types = offered();
    for (const type of platformOnly) expect(types, type).not.toContain(type);
    expect(types).toEqual(expect.arrayContaining(['hero', 'faq', 'customer-login']));
  });

  it('offers them on the platform workspace, and nothing else differs', () => {
    const types = offered(true);
    for (const type of platformOnly) expect(types, type).toContain(type);
    expect(types.filter((t) => !platformOnly.includes(t))).toEqual(offered(false));
  });
});
