import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import './commerce/lazy-ui';
import { replayHeld } from './early-input';
import { RuntimeProvider, type RuntimeContextValue } from './context';
import { ISLAND_LOADERS } from './generated/island-loaders';

type IslandData = {
  ctx: RuntimeContextValue;
  islands: { id: string; type: string; config: unknown; data?: unknown }[];
};

/** Once the island's tree has mounted (its children's effects first), plays what it held. */
function Hydrated({ island, children }: { island: HTMLElement; children: ReactNode }) {
  useEffect(() => replayHeld(island), [island]);
  return children;
}

/** Hydrates every interactive section the server marked; static sections stay plain HTML. */
async function hydrateIslands(): Promise<void> {
  const dataEl = document.getElementById('sw-data');
  if (!dataEl?.textContent) return;
  const data = JSON.parse(dataEl.textContent) as IslandData;
  await Promise.all(
    data.islands.map(async (island) => {
      const el = document.querySelector<HTMLElement>(`[data-sw-island="${CSS.escape(island.id)}"]`);
      // One lazy chunk per island type, its component alone: a page downloads only the islands
      // it has, and none of their schemas.
      const load = ISLAND_LOADERS[island.type];
      if (!el || !load) return;
      const Component = await load();
      hydrateRoot(
        el,
        <Hydrated island={el}>
          <RuntimeProvider value={data.ctx}>
            <Component id={island.id} config={island.config} data={island.data} />
          </RuntimeProvider>
        </Hydrated>,
      );
    }),
  );
}

void hydrateIslands();
