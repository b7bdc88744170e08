import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stripComments } from './ownership.ts';

const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

/** module -> module it imports -> the files that do (type imports count: they couple too). */
function importGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map(modules.map((m) => [m, new Map<string, string[]>()]));
  for (const module of modules) {
    const files = readdirSync(path.join(modulesDir, module), {
      recursive: true,
      withFileTypes: true,
    })
      .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
      .map((e) => path.join(e.parentPath, e.name));
    for (const file of files) {
      const text = stripComments(readFileSync(file, 'utf8'));
      for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
        const target = path.relative(modulesDir, path.resolve(path.dirname(file), m[1]!));
        const other = target.split(path.sep)[0]!;
        if (other === module || !modules.includes(other) || target === other) continue;
        const edges = graph.get(module)!;
        edges.set(other, [...(edges.get(other) ?? []), path.relative(modulesDir, file)]);
      }
    }
  }
  return graph;
}

/** The circles of the graph: each strongly connected group of two or more modules. */
function circles(graph: Map<string, Map<string, string[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of graph.get(v)!.keys()) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const m of modules) if (!index.has(m)) visit(m);
  return found;
}

describe('imports between modules (ADR 0065)', () => {
  it("form no circle: a module names another's service through the registry (module.ts)", () => {
    const graph = importGraph();
    const report = circles(graph).map((group) =>
      [
        `circle: ${group.join(', ')}`,
        ...group.flatMap((a) =>
          group
            .filter((b) => graph.get(a)!.has(b))
            .map((b) => `  ${a} -> ${b}: ${[...new Set(graph.get(a)!.get(b))].join(', ')}`),
        ),
      ].join('\n'),
    );
    expect(report).toEqual([]);
  });
});

/**
 * A module split into area folders (warehouse: locations, units, defaults, scanning) keeps
 * each area's SQL its own: another area reaches it through the area's service, never by
 * importing its repository (docs/decisions/0067-warehouse-areas.md). `sql/` holds the
 * module's database routines, not an area.
 */
function areaRepositoryImports(): string[] {
  const problems: string[] = [];
  for (const module of modules) {
    const areas = readdirSync(path.join(modulesDir, module), { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== 'sql')
      .map((e) => e.name);
    for (const area of areas) {
      const files = readdirSync(path.join(modulesDir, module, area), {
        recursive: true,
        withFileTypes: true,
      })
        .filter((e) => e.isFile() && e.name.endsWith('.ts'))
        .map((e) => path.join(e.parentPath, e.name));
      for (const file of files) {
        const text = stripComments(readFileSync(file, 'utf8'));
        for (const m of text.matchAll(
          /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g,
        )) {
          const target = path.relative(
            path.join(modulesDir, module),
            path.resolve(path.dirname(file), m[1]!),
          );
          const [other, ...rest] = target.split(path.sep);
          if (!rest.length || other === area || other === '..' || !areas.includes(other!)) continue;
          if (/\.repository\.ts$/.test(target))
            problems.push(
              `${path.relative(modulesDir, file)} imports ${module}/${target.split(path.sep).join('/')}`,
            );
        }
      }
    }
  }
  return problems;
}

describe('areas within a module', () => {
  it("import no other area's repository: they call its service", () => {
    expect(areaRepositoryImports()).toEqual([]);
  });
});
