/**
 * Writes each contract module's routes.ts and the index of every module's endpoints from
 * packages/contract/src/<module>/endpoints.ts (ADR 0061). Run after changing a declaration.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { endpointIndexFile, routesFile } from '../packages/contract/src/route-table.ts';

const SRC = path.resolve(import.meta.dirname, '../packages/contract/src');

export function endpointModuleNames(): string[] {
  return readdirSync(SRC, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(SRC, d.name, 'endpoints.ts')))
    .map((d) => d.name)
    .sort();
}

function write(file: string, text: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  writeFileSync(file, text);
  return true;
}

const modules = endpointModuleNames();
let changed = 0;
for (const name of modules) {
  const declarations = (await import(
    pathToFileURL(path.join(SRC, name, 'endpoints.ts')).href
  )) as Record<string, unknown>;
  if (write(path.join(SRC, name, 'routes.ts'), routesFile(declarations))) changed++;
}
if (write(path.join(SRC, 'endpoints.ts'), endpointIndexFile(modules))) changed++;
console.log(`${modules.length} modules, ${changed} file(s) written`);
