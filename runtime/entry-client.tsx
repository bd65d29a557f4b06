import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import './commerce/lazy-ui';
import { replayHeld } from './early-input';
import { RuntimeProvider, type RuntimeContextValue } from './context';
import type { SectionDefinition } from './define-section';

type IslandData = {
  ctx: RuntimeContextValue;
  islands: { id: string; type: string; config: unknown; data?: unknown }[];
};

// One lazy chunk per section folder: a page downloads only the islands it has.
const modules = import.meta.glob<Record<string, unknown>>('./sections/*/index.ts');

function findDefinition(mod: Record<string, unknown>, type: string): SectionDefinition | undefined {
  return Object.values(mod).find(
    (v): v is SectionDefinition =>
      typeof v === 'object' && v !== null && (v as SectionDefinition).type === type,
  );
}

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
      const load = modules[`./sections/${island.type}/index.ts`];
      if (!el || !load) return;
      const def = findDefinition(await load(), island.type);
      if (!def) return;
      hydrateRoot(
        el,
        <Hydrated island={el}>
          <RuntimeProvider value={data.ctx}>
            <def.Component id={island.id} config={island.config} data={island.data} />
          </RuntimeProvider>
        </Hydrated>,
      );
    }),
  );
}

void hydrateIslands();
