// The page's inline script that holds clicks and submits in islands not yet hydrated, and their
// replay, run in jsdom: the very script string the server writes into the head.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  EARLY_INPUT_SCRIPT,
  HELD_ATTR,
  ISLAND_LIVE_ATTR,
  replayHeld,
  replayTyped,
} from './early-input';

function page() {
  const dom = new JSDOM(
    `<!doctype html><html><head>${EARLY_INPUT_SCRIPT}</head><body>` +
      `<div class="sw-island" data-sw-island="a">` +
      `<button id="add" type="button"><span id="add-label">Add to bag</span></button>` +
      `<a id="link" href="#next">More</a>` +
      `<label><input id="check" type="checkbox"> Women</label>` +
      `<form id="login"><input id="email" name="email"><button id="go">Sign in</button></form>` +
      `<form id="bare"><input name="q"></form>` +
      `<select id="size"><option>S</option><option>M</option></select>` +
      `</div>` +
      `<div class="sw-island" data-sw-island="b"><button id="other" type="button">Go</button></div>` +
      `<button id="outside" type="button">Static</button>` +
      `</body></html>`,
    { runScripts: 'dangerously' },
  );
  const win = dom.window as unknown as Window & typeof globalThis;
  const doc = win.document;
  const $ = (id: string) => doc.getElementById(id)!;
  /** What the island's own handlers saw, in order. */
  const seen: string[] = [];
  for (const id of ['add', 'other', 'outside', 'check', 'go'])
    $(id).addEventListener('click', () => seen.push(`click ${id}`));
  for (const id of ['login', 'bare'])
    $(id).addEventListener('submit', (e) => {
      // As the sections' own onSubmit does: the page never navigates.
      e.preventDefault();
      const by = (e as SubmitEvent).submitter?.id;
      seen.push(`submit ${id}${by ? ` by ${by}` : ''}`);
    });
  for (const id of ['email', 'size'])
    $(id).addEventListener(id === 'size' ? 'change' : 'input', (e) =>
      seen.push(`${e.type} ${id} ${(e.target as HTMLInputElement).value}`),
    );
  /** After replayHeld's next task. */
  const settled = () => new Promise((r) => win.setTimeout(r, 0));
  /** A real click (cancelable, bubbling); false when something prevented its default. */
  const click = (id: string) =>
    $(id).dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true }));
  return {
    win,
    doc,
    $,
    seen,
    click,
    settled,
    island: (id: string) => doc.querySelector(`[data-sw-island="${id}"]`)!,
  };
}

describe('input before an island is hydrated', () => {
  it('holds a click on a button of an island: no handler, default prevented, then played once live', async () => {
    const { win, $, seen, click, island, settled } = page();
    expect(click('add-label')).toBe(false);
    expect(seen).toEqual([]);
    expect($('add').hasAttribute(HELD_ATTR)).toBe(true);
    // An impatient double click is one click.
    click('add');
    expect(win.__swHeld).toHaveLength(1);

    replayHeld(island('a'), win);
    expect(seen).toEqual([]);
    await settled();
    expect(seen).toEqual(['click add']);
    expect($('add').hasAttribute(HELD_ATTR)).toBe(false);
    expect(island('a').hasAttribute(ISLAND_LIVE_ATTR)).toBe(true);
    // Live: the next click goes straight to the island's handler.
    expect(click('add')).toBe(true);
    expect(seen).toEqual(['click add', 'click add']);
    expect(win.__swHeld).toEqual([]);
  });

  it('holds a submit, so the browser does not send the form (no password in a URL), and submits it again once live', async () => {
    const { win, $, seen, island, settled } = page();
    // Enter in a field of a form with a button: the browser clicks the button, and that is held.
    expect(
      $('go').dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true })),
    ).toBe(false);
    // A form with no button: its submit is held.
    const bare = $('bare') as HTMLFormElement;
    expect(bare.dispatchEvent(new win.Event('submit', { bubbles: true, cancelable: true }))).toBe(
      false,
    );
    expect(seen).toEqual([]);

    replayHeld(island('a'), win);
    await settled();
    // In order: the button's click, which submits its form with it as submitter, then the bare form.
    expect(seen).toEqual(['click go', 'submit login by go', 'submit bare']);
  });

  it('leaves links, elements outside islands and live islands alone', () => {
    const { win, seen, click, island } = page();
    expect(click('link')).toBe(true);
    expect(click('outside')).toBe(true);
    expect(seen).toEqual(['click outside']);
    replayHeld(island('b'), win);
    expect(click('other')).toBe(true);
    expect(seen).toEqual(['click outside', 'click other']);
    expect(win.__swHeld).toEqual([]);
  });

  it('plays only the island that went live, keeping the others held in the same queue', async () => {
    const { win, seen, click, island, settled } = page();
    click('add');
    click('other');
    replayHeld(island('b'), win);
    await settled();
    expect(seen).toEqual(['click other']);
    // The page's script still records into the queue replayHeld left it.
    click('check');
    expect(win.__swHeld!.map((h) => h[1].id)).toEqual(['add', 'check']);
    replayHeld(island('a'), win);
    await settled();
    expect(seen).toEqual(['click other', 'click add', 'click check']);
  });

  it('keeps a checkbox clicked twice as twice (they undo each other), and a label click as the box', async () => {
    const { win, $, seen, island, doc, settled } = page();
    const box = $('check') as HTMLInputElement;
    (doc.querySelector('label') as HTMLLabelElement).click();
    box.click();
    expect(box.checked).toBe(false);
    expect(win.__swHeld).toHaveLength(2);
    replayHeld(island('a'), win);
    await settled();
    expect(seen).toEqual(['click check', 'click check']);
    expect(box.checked).toBe(false);
  });

  it('drops what was held on an element the hydrated island no longer has', async () => {
    const { win, $, seen, click, island, settled } = page();
    click('add');
    $('add').remove();
    replayHeld(island('a'), win);
    await settled();
    expect(seen).toEqual([]);
    expect(win.__swHeld).toEqual([]);
  });

  it('tells the live island what was typed before, once a field, before it plays the held submit', async () => {
    const { win, $, seen, island, settled } = page();
    const email = $('email') as HTMLInputElement;
    for (const value of ['a', 'an', 'ann@x.test']) {
      email.value = value;
      email.dispatchEvent(new win.Event('input', { bubbles: true }));
    }
    const size = $('size') as HTMLSelectElement;
    size.value = 'M';
    size.dispatchEvent(new win.Event('change', { bubbles: true }));
    $('go').click();
    // Typing is not held: the field's own listeners (none yet in a real island) saw each key.
    expect(seen.filter((x) => x.startsWith('input'))).toHaveLength(3);
    seen.length = 0;

    replayHeld(island('a'), win);
    // The values at once, each field once; the submit in the next task, after the section drew them.
    expect(seen).toEqual(['input email ann@x.test', 'change size M']);
    await settled();
    expect(seen).toEqual([
      'input email ann@x.test',
      'change size M',
      'click go',
      'submit login by go',
    ]);
  });

  it('tells the fields typed into their values the moment the island is hydrated, and again once it is live', async () => {
    const { win, $, seen, click, island, settled } = page();
    ($('email') as HTMLInputElement).value = 'asha@example.com';
    $('email').dispatchEvent(new win.Event('input', { bubbles: true }));
    click('go');
    click('other');
    seen.length = 0;

    replayTyped(island('a'), win);
    // The field's value at once; the held click not yet, the island not live yet.
    expect(seen).toEqual(['input email asha@example.com']);
    expect(island('a').hasAttribute(ISLAND_LIVE_ATTR)).toBe(false);
    await settled();
    expect(seen).toEqual(['input email asha@example.com']);

    // Live, after the island's effects (one may have restored a draft): told again, then the
    // held click and the submit it makes.
    replayHeld(island('a'), win);
    await settled();
    expect(seen).toEqual([
      'input email asha@example.com',
      'input email asha@example.com',
      'click go',
      'submit login by go',
    ]);
    // The other island's click waits for it.
    expect(win.__swHeld!.map(([kind, target]) => `${kind} ${target.id}`)).toEqual(['click other']);
  });
});
