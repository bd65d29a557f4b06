import { ESLint, RuleTester } from 'eslint';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { assertAcyclic, serverDomains } from './server-domains.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const cwd = process.cwd();
const at = (path: string) => join(cwd, path);
const domains = { db: [], http: ['db'], cart: ['db', 'http'], orders: ['cart', 'http'] };

describe('sitewright/server-domains', () => {
  new RuleTester({ languageOptions: { parser: tseslint.parser } }).run(
    'server-domains',
    serverDomains,
    {
      valid: [
        {
          filename: at('server/orders/repo.ts'),
          code: "import { a } from '../cart';",
          options: [{ domains }],
        },
        {
          filename: at('server/orders/repo.ts'),
          code: "import { a } from './states';",
          options: [{ domains }],
        },
        {
          filename: at('server/app.ts'),
          code: "import { a } from './orders';",
          options: [{ domains }],
        },
        {
          filename: at('server/orders/repo.ts'),
          code: "import { a } from '../../shared/orders';",
          options: [{ domains }],
        },
      ],
      invalid: [
        {
          filename: at('server/cart/repo.ts'),
          code: "import { a } from '../orders';",
          options: [{ domains }],
          errors: [{ messageId: 'direction' }],
        },
        {
          filename: at('server/orders/repo.ts'),
          code: "import type { A } from '../cart/repo';",
          options: [{ domains }],
          errors: [{ messageId: 'face' }],
        },
        {
          filename: at('server/app.ts'),
          code: "import { a } from './orders/routes';",
          options: [{ domains }],
          errors: [{ messageId: 'face' }],
        },
        {
          filename: at('server/cart/repo.ts'),
          code: "const m = import('../orders');",
          options: [{ domains }],
          errors: [{ messageId: 'direction' }],
        },
        {
          filename: at('server/orders/repo.ts'),
          code: "export { a } from '../payments';",
          options: [{ domains }],
          errors: [{ messageId: 'undeclared' }],
        },
      ],
    },
  );

  it('refuses a declared graph with a cycle', () => {
    expect(() => assertAcyclic({ a: ['b'], b: ['c'], c: ['a'] })).toThrow(
      /cycle: a -> b -> c -> a/,
    );
    expect(() => assertAcyclic({ a: ['b'], b: [], c: ['a', 'b'] })).not.toThrow();
  });

  it('is on for the server in the project config, so a forbidden import fails lint', async () => {
    const eslint = new ESLint({ cwd });
    const [forbidden] = await eslint.lintText(
      "import { createPaymentsService } from '../payments';\nexport const a = createPaymentsService;\n",
      { filePath: at('server/orders/probe.ts') },
    );
    expect(forbidden!.messages.map((m) => m.ruleId)).toContain('sitewright/server-domains');
    const [allowed] = await eslint.lintText(
      "import { createCatalogueRepo } from '../catalogue';\nexport const a = createCatalogueRepo;\n",
      { filePath: at('server/orders/probe.ts') },
    );
    expect(allowed!.messages.filter((m) => m.ruleId === 'sitewright/server-domains')).toEqual([]);
  });
});
