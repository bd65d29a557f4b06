import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restricted(filePath: string, code: string): Promise<boolean> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports');
}

describe('the folder-boundary lint rule', () => {
  it('stops shared/ from importing the runtime', async () => {
    expect(
      await restricted(
        'shared/x.ts',
        "import { sectionRegistry } from '../runtime/registry';\nexport const x = sectionRegistry;\n",
      ),
    ).toBe(true);
  });

  it('lets the server use runtime/entry-server but no other runtime file', async () => {
    expect(
      await restricted(
        'server/x.ts',
        "import { renderPage } from '../runtime/entry-server';\nexport const x = renderPage;\n",
      ),
    ).toBe(false);
    expect(
      await restricted(
        'server/x.ts',
        "import { renderSection } from '../runtime/render-section';\nexport const x = renderSection;\n",
      ),
    ).toBe(true);
  });

  it('keeps React and I/O out of schemas/', async () => {
    expect(
      await restricted(
        'schemas/x.ts',
        "import { useState } from 'react';\nexport const x = useState;\n",
      ),
    ).toBe(true);
  });

  it('does not mistake packages such as react-dom/server for our server/ folder', async () => {
    expect(
      await restricted(
        'runtime/x.tsx',
        "import { renderToString } from 'react-dom/server';\nexport const x = renderToString;\n",
      ),
    ).toBe(false);
  });

  it('keeps the editor away from runtime internals', async () => {
    expect(
      await restricted(
        'editor/x.ts',
        "import { sectionRegistry } from '../runtime/registry';\nexport const x = sectionRegistry;\n",
      ),
    ).toBe(true);
  });
});
