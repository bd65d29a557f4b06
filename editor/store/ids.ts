// Section ids: short, random, url-safe and unique in the page (SECTION_ID_PATTERN).
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ALPHABET = `${LETTERS}0123456789_-`;

/** An 8-character id; it starts with a letter so it is also a valid CSS identifier. */
export function randomSectionId(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  let id = LETTERS[(bytes[0] ?? 0) % LETTERS.length] ?? 'A';
  for (let i = 1; i < bytes.length; i++) id += ALPHABET[(bytes[i] ?? 0) & 63];
  return id;
}

/** A random id not in `taken` (52·64^7 ids make a retry rare, but not impossible). */
export function uniqueSectionId(
  taken: ReadonlySet<string>,
  random: () => string = randomSectionId,
): string {
  // A custom generator that keeps repeating itself falls back to the real one.
  for (let attempt = 0; ; attempt++) {
    const id = attempt < 16 ? random() : randomSectionId();
    if (!taken.has(id)) return id;
  }
}
