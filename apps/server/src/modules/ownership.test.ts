import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@shop/db';
import { parseOwnership, scanReferences, stripComments } from './ownership.ts';

const modulesDir = path.dirname(fileURLToPath(import.meta.url));
/** The demo shop's data and seeding (ADR 0064): outside the modules, held to the same rule. */
const demoDir = path.resolve(modulesDir, '../demo');
const docPath = path.resolve(modulesDir, '../../../../docs/data-ownership.md');
const ownership = parseOwnership(readFileSync(docPath, 'utf8'));

const drizzleNames = new Map<string, string>();
for (const [exported, value] of Object.entries(schema)) {
  if (isTable(value)) drizzleNames.set(exported, getTableName(value));
}
const schemaTables = new Set(drizzleNames.values());
const publishedViews = new Map<string, string>(); // view -> owner
for (const [module, views] of ownership.publishes)
  for (const v of views) publishedViews.set(v, module);
const known = new Set([...schemaTables, ...publishedViews.keys()]);

/** Every file of a folder that may hold SQL: its TypeScript (tests aside) and its sql/. */
function sourceFiles(dir: string, { tests = false } = {}): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(
      (e) => e.isFile() && /\.(ts|sql)$/.test(e.name) && (tests || !e.name.endsWith('.test.ts')),
    )
    .map((e) => path.join(e.parentPath, e.name));
}
const moduleFiles = (module: string) => sourceFiles(path.join(modulesDir, module));

/** The files a source imports by a relative path (static, dynamic and type imports). */
function relativeImports(file: string): string[] {
  const text = stripComments(readFileSync(file, 'utf8'));
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) =>
    path.resolve(path.dirname(file), m[1]!),
  );
}

const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

describe('data ownership (docs/data-ownership.md)', () => {
  it('lists every module, and every table of the schema under exactly one owner', () => {
    expect([...ownership.owns.keys()].sort()).toEqual([...modules].sort());
    const owners = new Map<string, string[]>();
    for (const [module, tables] of ownership.owns)
      for (const t of tables) owners.set(t, [...(owners.get(t) ?? []), module]);
    const problems = [
      ...[...schemaTables].filter((t) => !owners.has(t)).map((t) => `${t}: no owner`),
      ...[...owners].filter(([t]) => !schemaTables.has(t)).map(([t]) => `${t}: not in the schema`),
      ...[...owners]
        .filter(([, m]) => m.length > 1)
        .map(([t, m]) => `${t}: owned by ${m.join(', ')}`),
    ];
    expect(problems).toEqual([]);
  });

  it("defines each published view in its owner's sql/ folder", () => {
    const missing: string[] = [];
    for (const [view, owner] of publishedViews) {
      const sqlText = moduleFiles(owner)
        .filter((f) => f.endsWith('.sql'))
        .map((f) => readFileSync(f, 'utf8'))
        .join('\n');
      if (!new RegExp(`create\\s+(?:or\\s+replace\\s+)?view\\s+"?${view}"?\\s`, 'i').test(sqlText))
        missing.push(`${view} (${owner})`);
    }
    expect(missing).toEqual([]);
  });

  it('declares only reads that are needed: each names a table of another module', () => {
    const problems: string[] = [];
    for (const [module, reads] of ownership.reads) {
      for (const [table, why] of reads) {
        if (!schemaTables.has(table) && !publishedViews.has(table))
          problems.push(`${module} reads ${table}: unknown`);
        if (ownership.owns.get(module)?.has(table))
          problems.push(`${module} reads ${table}: its own`);
        if (!why) problems.push(`${module} reads ${table}: no reason given`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(modules)(
    'module %s names only its tables, published views and declared reads',
    (module) => {
      const own = ownership.owns.get(module) ?? new Set<string>();
      const declared = ownership.reads.get(module) ?? new Map<string, string>();
      const problems: string[] = [];
      for (const file of moduleFiles(module)) {
        const relative = path.relative(modulesDir, file);
        for (const ref of scanReferences(readFileSync(file, 'utf8'), known, drizzleNames)) {
          if (own.has(ref.name)) continue;
          if (ref.write) problems.push(`${relative} writes ${ref.name}`);
          else if (!publishedViews.has(ref.name) && !declared.has(ref.name))
            problems.push(`${relative} reads ${ref.name}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('the demo shop (apps/server/src/demo, ADR 0064)', () => {
  it("names no table or view: it writes through the modules' services", () => {
    const problems = sourceFiles(demoDir).flatMap((file) =>
      scanReferences(readFileSync(file, 'utf8'), known, drizzleNames).map(
        (ref) => `${path.relative(demoDir, file)} ${ref.write ? 'writes' : 'reads'} ${ref.name}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('is imported by no module: production code holds no demo data', () => {
    const problems = sourceFiles(modulesDir, { tests: true }).flatMap((file) =>
      relativeImports(file)
        .filter((target) => !path.relative(demoDir, target).startsWith('..'))
        .map(
          (target) =>
            `${path.relative(modulesDir, file)} imports ${path.relative(demoDir, target)}`,
        ),
    );
    expect(problems).toEqual([]);
  });
});

describe('the scanner', () => {
  const drizzle = new Map([['productImages', 'product_images']]);
  const tables = new Set(['products', 'orders', 'product_images', 'users']);

  it('finds reads and writes in raw SQL, comments aside', () => {
    const source = `
      // select * from users
      const q = sql\`update products set stock = 1 from orders o, users u
        where o.id = 1 -- join product_images
      \`;`;
    expect(scanReferences(source, tables, drizzle)).toEqual([
      { name: 'products', write: true },
      { name: 'orders', write: false },
      { name: 'users', write: false },
    ]);
  });

  it('finds Drizzle table objects, and writes through them', () => {
    const source = `const { productImages: images } = schema;
      await ex().insert(images).values(v);`;
    expect(scanReferences(source, tables, drizzle)).toEqual([
      { name: 'product_images', write: true },
    ]);
    expect(scanReferences('ex().select().from(schema.productImages)', tables, drizzle)).toEqual([
      { name: 'product_images', write: false },
    ]);
  });

  it('keeps the arrow of a statement breakpoint and URLs in strings', () => {
    expect(stripComments('a --> statement-breakpoint\nb -- c')).toBe(
      'a --> statement-breakpoint\nb ',
    );
    expect(stripComments("'http://x' // y")).toBe("'http://x' ");
  });
});
