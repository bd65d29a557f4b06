// What a visitor does inside an island before its script has hydrated it: held, then replayed.
//
// The server's markup of an island is there long before its chunk has loaded and run (on a slow
// phone, seconds). Without this, a click on 'Add to bag' in that time did nothing; Enter in the
// login form submitted it the browser's way, a GET of the same page with the email and the
// password in its URL; and what was typed into a field stayed in the field but not in the
// section's state, so its form, once live, found it empty (and its next render cleared it).
//
// The inline script below, in the head of every page with islands, holds such clicks and submits
// (the browser's default prevented, no handler reached) and notes the fields typed into, until the
// island is live. Then `replayHeld` tells the section about each field's value (an `input` event,
// or `change` for a select), and in the next task, once the section has drawn those values, plays
// the clicks and submits again, in order, on the same elements: the section's own handlers answer
// them as if they had come just now. Links are left alone: they work without a script.

/** Set on an island once hydrated; from then on its own handlers answer. */
export const ISLAND_LIVE_ATTR = 'data-sw-live';
/** Set on an element while a click or submit on it waits for its island (a progress cursor). */
export const HELD_ATTR = 'data-sw-held';
/** What a click on one of these does needs the island's script. */
export const HELD_CLICK_TARGETS =
  'button,[role=button],input[type=submit],input[type=button],input[type=image],input[type=checkbox],input[type=radio]';

/**
 * One held event: its kind, the element it was on, its island, and a submit's submitter. `input`
 * is a field typed into (or a select changed), noted once, not held.
 */
export type HeldEvent = [
  kind: 'click' | 'submit' | 'input',
  target: Element,
  island: Element,
  submitter: Element | null,
];

declare global {
  interface Window {
    __swHeld?: HeldEvent[];
  }
}

// Written for every browser the pages support, without a build step: plain ES5, no arrows.
// A repeated click on one element while it waits is played once (an impatient double click adds
// one item, not two), but for a checkbox, where two clicks undo each other.
const SOURCE = `(function(){var q=window.__swHeld=[];
function island(t){var i=t&&t.closest&&t.closest('[data-sw-island]');return i&&!i.hasAttribute('${ISLAND_LIVE_ATTR}')?i:null}
function hold(e,t,kind){var i=island(t);if(!i)return;e.preventDefault();e.stopImmediatePropagation();
var last=q[q.length-1];if(kind==='click'&&last&&last[1]===t&&t.type!=='checkbox')return;
q.push([kind,t,i,e.submitter||null]);t.setAttribute('${HELD_ATTR}','')}
function typed(e){var t=e.target,i=island(t);if(!i)return;for(var k=0;k<q.length;k++)if(q[k][1]===t&&q[k][0]==='input')return;q.push(['input',t,i,null])}
document.addEventListener('click',function(e){var t=e.target&&e.target.closest&&e.target.closest('${HELD_CLICK_TARGETS}');if(t)hold(e,t,'click')},true);
document.addEventListener('submit',function(e){hold(e,e.target,'submit')},true);
document.addEventListener('input',typed,true);document.addEventListener('change',typed,true)})()`;

export const EARLY_INPUT_SCRIPT = `<script>${SOURCE.replace(/\n/g, '')}</script>`;

/**
 * Marks an island live and catches it up on what was done in it before: each field typed into
 * gets an event with its value now, then, in the next task (the section has drawn those values by
 * then), each held click and submit is played again in the order it came. A click is a click on
 * the same element (a submit button's click submits its form, as the first would have); a submit
 * is the form's `requestSubmit`, with its submitter. An element no longer in the page (the island
 * drew something else) is dropped.
 */
export function replayHeld(islandEl: Element, win: Window & typeof globalThis = window): void {
  islandEl.setAttribute(ISLAND_LIVE_ATTR, '');
  const acts = takeHeld(islandEl, win).filter(([kind]) => kind !== 'input');
  if (acts.length === 0) return;
  win.setTimeout(() => {
    for (const [kind, target, , submitter] of acts) {
      target.removeAttribute(HELD_ATTR);
      if (!target.isConnected) continue;
      if (kind === 'click') (target as HTMLElement).click();
      else if (target instanceof win.HTMLFormElement) {
        const by =
          submitter instanceof win.HTMLButtonElement || submitter instanceof win.HTMLInputElement
            ? submitter
            : null;
        target.requestSubmit(by?.form === target ? by : undefined);
      }
    }
  }, 0);
}

/**
 * The island's held events, out of the page's queue, after telling each field typed into its
 * value now (an `input` event, `change` for a select).
 */
function takeHeld(islandEl: Element, win: Window & typeof globalThis): HeldEvent[] {
  const queue = win.__swHeld;
  if (!queue) return [];
  // In place: the page's script keeps its own reference to this array.
  const mine: HeldEvent[] = [];
  for (let i = 0; i < queue.length;)
    if (queue[i]![2] === islandEl) mine.push(...queue.splice(i, 1));
    else i++;
  tellTyped(mine, win);
  return mine;
}

/** An `input` event (`change` for a select) on each field of `events` typed into. */
function tellTyped(events: readonly HeldEvent[], win: Window & typeof globalThis): void {
  for (const [kind, target] of events)
    if (kind === 'input' && target.isConnected)
      target.dispatchEvent(
        new win.Event(target.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }),
      );
}

/**
 * Tells the island's fields typed into before it was hydrated their values the moment it is (a
 * layout effect): its first render after that (say, for a key pressed in another field while its
 * effects wait for a frame) would otherwise draw them with the empty values it started with, and
 * the typing would be lost. replayHeld tells them again after the island's effects (one may
 * restore a draft over them: what the visitor typed wins) and plays the clicks and submits.
 */
export function replayTyped(islandEl: Element, win: Window & typeof globalThis = window): void {
  tellTyped(win.__swHeld?.filter(([, , island]) => island === islandEl) ?? [], win);
}
