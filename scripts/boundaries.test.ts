// The layout's import rules (biome.json, apps/web/biome.json) fail the lint — among them the server's: no module
// imports another outside apps/server/src/flows/, a module's service or repository calls no flow (only its routes
// or plugin start one), and no import cycle (issue 31): each case plants a file with one import in the real tree,
// lints it and removes it again.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const biome = join(root, 'node_modules/.bin/biome');

type Diagnostic = { category: string; message: string; location: { path: string } };

function lint(...paths: string[]): { status: number | null; diagnostics: Diagnostic[] } {
  // Not `--only`: it would switch the rule on where the configuration turns it off.
  const run = spawnSync(biome, ['lint', '--reporter=json', ...paths], { cwd: root, encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  const diagnostics = report.diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports');
  return { status: run.status, diagnostics };
}

/**
 * Lints a file at `dir` holding `import { x } from '<source>'`, then removes it. `role` ends its name before the
 * extension (`.routes`, `.service`): the server's rules differ between a module's routes and its other files.
 */
function lintPlanted(dir: string, source: string, ext = 'ts', role = '') {
  const file = join(dir, `zz-boundary-probe-${randomBytes(4).toString('hex')}${role}.${ext}`);
  writeFileSync(join(root, file), `import { x } from '${source}';\n\nexport const probe = x;\n`);
  try {
    return lint(file);
  } finally {
    rmSync(join(root, file), { force: true });
  }
}

const refused = [
  [
    'a web feature importing another feature',
    'apps/web/src/features/cart/components',
    '../../catalog/api/get-products',
  ],
  [
    'a web feature file at its root importing another feature',
    'apps/web/src/features/cart',
    '../catalog/api/get-products',
  ],
  [
    'a web feature reaching another through src/',
    'apps/web/src/features/cart/api',
    '../../../features/orders/api/get-user-orders',
  ],
  ['lib/ importing a feature', 'apps/web/src/lib', '../features/cart/api/add-to-cart'],
  ['components/ importing a feature', 'apps/web/src/components/ui', '../../features/cart/api/add-to-cart'],
  [
    "a server module importing another module's repository",
    'apps/server/src/modules/tickets',
    '../orders/orders.repository.ts',
  ],
  [
    "a server module importing another module's service",
    'apps/server/src/modules/tickets',
    '../orders/orders.service.ts',
  ],
  [
    "a server module's routes importing another module",
    'apps/server/src/modules/seo',
    '../cart/cart.service.ts',
  ],
  [
    'a server module importing another module through src/',
    'apps/server/src/modules/wishlist',
    '../../modules/cart/cart.service.ts',
  ],
  ['packages/shared importing from apps/', 'packages/shared/src', '../../../apps/server/src/errors.ts'],
  ['packages/shared importing Node', 'packages/shared/src', 'node:fs'],
  ['packages/shared importing Drizzle', 'packages/shared/src', 'drizzle-orm'],
] as const;

const allowed = [
  [
    "a web feature importing its own api and the app's lib",
    'apps/web/src/features/cart/components',
    '../api/add-to-cart',
  ],
  ['a web feature importing lib/', 'apps/web/src/features/cart/components', '../../../lib/cn'],
  [
    'a route putting features together',
    'apps/web/src/app/routes/store',
    '../../../features/cart/api/add-to-cart',
  ],
  [
    'a server module importing its own repository',
    'apps/server/src/modules/tickets',
    './tickets.repository.ts',
  ],
  ['a server module importing lib/', 'apps/server/src/modules/tickets', '../../lib/order-events.ts'],
  ['a flow calling modules', 'apps/server/src/flows', '../modules/orders/orders.service.ts'],
  [
    'a server module importing a named query',
    'apps/server/src/modules/catalog',
    '../../queries/product-reviews.query.ts',
  ],
  ['packages/shared importing its own rules', 'packages/shared/src', './pricing.ts'],
] as const;

/** The server's files by role (the name's ending): a module's routes or plugin may start a flow, nothing else of it. */
const refusedByRole = [
  [
    "a server module's service calling a flow",
    'apps/server/src/modules/payments',
    '../../flows/settle-payment.flow.ts',
    '.service',
  ],
  [
    "a server module's repository calling a flow",
    'apps/server/src/modules/tickets',
    '../../flows/order-status.flow.ts',
    '.repository',
  ],
  [
    "a server module's routes importing another module's service",
    'apps/server/src/modules/cart',
    '../catalog/catalog.service.ts',
    '.routes',
  ],
] as const;

const allowedByRole = [
  [
    'a server route calling a flow',
    'apps/server/src/modules/tickets',
    '../../flows/order-status.flow.ts',
    '.routes',
  ],
  [
    "a server module's plugin starting a flow",
    'apps/server/src/modules/payments',
    '../../flows/reconcile-payments.flow.ts',
    '.plugin',
  ],
] as const;

describe('import boundaries in the lint', () => {
  it.each(refused)('fails on %s', (_name, dir, source) => {
    const { status, diagnostics } = lintPlanted(dir, source);
    expect(status).toBe(1);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0].category).toBe('lint/style/noRestrictedImports');
    expect(diagnostics[0].location.path).toContain(dir);
  });

  it('fails on a cross-feature import in a .tsx component too', () => {
    const { status, diagnostics } = lintPlanted(
      'apps/web/src/features/product/components',
      '../../cart/api/add-to-cart',
      'tsx',
    );
    expect(status).toBe(1);
    expect(diagnostics[0].message).toMatch(/^A feature does not import another feature/);
  });

  it.each(allowed)('lets through %s', (_name, dir, source) => {
    const { status, diagnostics } = lintPlanted(dir, source);
    expect(diagnostics).toEqual([]);
    expect(status).toBe(0);
  });

  // A module's schema file may name another module's table (its foreign keys) and nothing else of that module; any
  // other file of a module reads another module's table through the barrel, db/schema.ts.
  const schemaImports = [
    ['a schema file naming another module table', '../orders/orders.schema.ts', 'schema.ts', 0],
    ["a schema file importing another module's repository", '../orders/orders.repository.ts', 'schema.ts', 1],
    ['a schema file reaching another through src/', '../../modules/orders/orders.schema.ts', 'schema.ts', 1],
    ["a repository importing another module's schema file", '../orders/orders.schema.ts', 'ts', 1],
    ['a repository reading the barrel', '../../db/schema.ts', 'ts', 0],
  ] as const;
  it.each(schemaImports)('schema files: %s', (_name, source, ext, refusals) => {
    const { diagnostics } = lintPlanted('apps/server/src/modules/returns', source, ext);
    expect(diagnostics).toHaveLength(refusals);
  });

  it.each(refusedByRole)('fails on %s', (_name, dir, source, role) => {
    const { status, diagnostics } = lintPlanted(dir, source, 'ts', role);
    expect(status).toBe(1);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0].message).toMatch(
      source.includes('/flows/')
        ? /^A module's service, repository or helper does not call a flow/
        : /^A server module does not import another module/,
    );
    expect(diagnostics[0].location.path).toContain(dir);
  });

  it.each(allowedByRole)('lets through %s', (_name, dir, source, role) => {
    const { status, diagnostics } = lintPlanted(dir, source, 'ts', role);
    expect(diagnostics).toEqual([]);
    expect(status).toBe(0);
  });

  it('fails on an import cycle anywhere in the server (lint/suspicious/noImportCycles, no exception)', () => {
    const tag = randomBytes(4).toString('hex');
    const dir = 'apps/server/src/lib';
    const a = join(dir, `zz-cycle-a-${tag}.ts`);
    const b = join(dir, `zz-cycle-b-${tag}.ts`);
    writeFileSync(
      join(root, a),
      `import { b } from './zz-cycle-b-${tag}.ts';\n\nexport const a = () => b;\n`,
    );
    writeFileSync(
      join(root, b),
      `import { a } from './zz-cycle-a-${tag}.ts';\n\nexport const b = () => a;\n`,
    );
    try {
      const run = spawnSync(biome, ['lint', '--reporter=json', a, b], { cwd: root, encoding: 'utf8' });
      const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
      expect(run.status).toBe(1);
      expect(report.diagnostics.filter((d) => d.category === 'lint/suspicious/noImportCycles')).toHaveLength(
        2,
      );
    } finally {
      rmSync(join(root, a), { force: true });
      rmSync(join(root, b), { force: true });
    }
  });

  it('passes on the tree as it is', () => {
    const { status, diagnostics } = lint('apps', 'packages');
    expect(diagnostics.map((d) => `${d.location.path}: ${d.message}`)).toEqual([]);
    expect(status).toBe(0);
  });
});
