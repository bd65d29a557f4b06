// Loading modules by key (a section type) as a page needs them: each at most once at a time,
// answered synchronously once there, and tried again after a failed fetch (a new deploy, the
// network). The editor's section schemas and validators and the preview's section types use it.

export type KeyedLoader<T> = {
  /** The value for `key`, loading it once; undefined for a key with no loader. */
  load(key: string): Promise<T | undefined>;
  /** The value if it has loaded, else undefined. */
  loaded(key: string): T | undefined;
  /** Whether there is a loader for `key` (asking loads nothing). */
  has(key: string): boolean;
};

export function createKeyedLoader<T>(
  loaders: Readonly<Record<string, () => Promise<T>>>,
  /** Called once a value has arrived (to re-render what shows loaded things). */
  onLoaded?: (key: string, value: T) => void,
): KeyedLoader<T> {
  const values = new Map<string, T>();
  const pending = new Map<string, Promise<T | undefined>>();
  const has = (key: string) => Object.hasOwn(loaders, key);
  return {
    has,
    loaded: (key) => values.get(key),
    load(key) {
      const hit = pending.get(key);
      if (hit) return hit;
      const promise = has(key)
        ? loaders[key]!().then(
            (value) => {
              values.set(key, value);
              onLoaded?.(key, value);
              return value;
            },
            (err: unknown) => {
              pending.delete(key);
              throw err;
            },
          )
        : Promise.resolve(undefined);
      pending.set(key, promise);
      return promise;
    },
  };
}
