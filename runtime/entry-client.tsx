import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { replayHeld, replayTyped } from './early-input';
import { RuntimeProvider, type RuntimeContextValue } from './context';
import type { SectionComponent } from './define-section';

// The island runtime: the one module every page with islands runs, shared by all its islands
// (its preact, its runtime context, its early-input hold). A page's islands come in one module
// of their own, the server's bundle of that page's set of island types
// (server/storefront/island-sets.ts), which imports this one and calls hydrateIslands with its
// components. Without a set (no bundler on the server), the page loads this module alone and it
// loads each island's own chunk (hydrateFromChunks), as Vite built them.

type IslandData = {
  ctx: RuntimeContextValue;
  islands: { id: string; type: string; config: unknown; data?: unknown }[];
};

/**
 * As soon as the island is hydrated, its fields typed into take their values; once its tree has
 * mounted (its children's effects first), it is live and plays the clicks and submits it held.
 */
function Hydrated({ island, children }: { island: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => replayTyped(island), [island]);
  useEffect(() => replayHeld(island), [island]);
  return children;
}

/**
 * Resolves once the page has painted what the server sent (the frame after this one), or soon
 * when no frame comes (a hidden tab). Hydrating first would put every island's work between the
 * HTML and the first paint: the page would show nothing until its scripts had run.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    requestAnimationFrame(() => setTimeout(done, 0));
    setTimeout(done, 100);
  });
}

/** Lets the browser answer input and paint between two islands' hydrations. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function hydrate(
  resolve: (type: string) => SectionComponent | Promise<SectionComponent> | undefined,
): Promise<void> {
  const dataEl = document.getElementById('sw-data');
  if (!dataEl?.textContent) return;
  const data = JSON.parse(dataEl.textContent) as IslandData;
  await afterFirstPaint();
  // One island a task, in page order: each is short, so the page never stops answering for
  // the time of all of them (a tap held meanwhile is played once its island is live).
  for (const island of data.islands) {
    const el = document.querySelector<HTMLElement>(`[data-sw-island="${CSS.escape(island.id)}"]`);
    const found = resolve(island.type);
    if (!el || !found) continue;
    const Component = await found;
    hydrateRoot(
      el,
      <Hydrated island={el}>
        <RuntimeProvider value={data.ctx}>
          <Component id={island.id} config={island.config} data={island.data} />
        </RuntimeProvider>
      </Hydrated>,
    );
    await yieldToBrowser();
  }
}

/** Hydrates every interactive section the server marked with the set's components. */
export function hydrateIslands(
  components: Readonly<Record<string, SectionComponent>>,
): Promise<void> {
  return hydrate((type) => components[type]);
}

/**
 * Hydrates from one lazy chunk per island type (the page's script when there is no set). The
 * map of those chunks is a chunk itself, so that a page with a set does not download it.
 */
export async function hydrateFromChunks(): Promise<void> {
  void import('./commerce/lazy-ui');
  const { ISLAND_LOADERS } = await import('./generated/island-loaders');
  return hydrate((type) => ISLAND_LOADERS[type]?.());
}

// A page whose islands come as a set says so on its script; any other page hydrates here.
if (!document.querySelector('script[data-sw-set]')) void hydrateFromChunks();
