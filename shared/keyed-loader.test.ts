import { describe, expect, it, vi } from 'vitest';
import { createKeyedLoader } from './keyed-loader';

describe('a keyed loader', () => {
  it('loads a key once, answers it synchronously afterwards, and nothing for unknown keys', async () => {
    const hero = vi.fn(() => Promise.resolve('hero module'));
    const onLoaded = vi.fn();
    const loader = createKeyedLoader({ hero }, onLoaded);
    expect(loader.loaded('hero')).toBeUndefined();
    const [a, b] = await Promise.all([loader.load('hero'), loader.load('hero')]);
    expect([a, b, loader.loaded('hero')]).toEqual(['hero module', 'hero module', 'hero module']);
    expect(hero).toHaveBeenCalledTimes(1);
    expect(onLoaded).toHaveBeenCalledWith('hero', 'hero module');
    expect([loader.has('hero'), loader.has('nope'), loader.has('toString')]).toEqual([
      true,
      false,
      false,
    ]);
    expect(await loader.load('toString')).toBeUndefined();
  });

  it('tries again after a failed load', async () => {
    let fail = true;
    const cta = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(1)));
    const loader = createKeyedLoader({ cta });
    await expect(loader.load('cta')).rejects.toThrow('offline');
    fail = false;
    expect(await loader.load('cta')).toBe(1);
    expect(cta).toHaveBeenCalledTimes(2);
  });
});
