/**
 * Reads docs/data-ownership.md (the one table of which module owns which table) and scans a
 * module's SQL for the tables and views it names. The ownership test holds every module to
 * the table; this file is only the reading and the scanning, so they can be tested on their
 * own.
 */

export type Ownership = {
  /** module -> tables it owns (only its code writes them) */
  owns: Map<string, Set<string>>;
  /** module -> views it publishes (read-only, for any module) */
  publishes: Map<string, Set<string>>;
  /** module -> tables or views of other modules it reads directly, each with its reason */
  reads: Map<string, Map<string, string>>;
};

const NAME = /`([a-z_][a-z0-9_.]*)`/g;

function names(cell: string): string[] {
  return [...cell.matchAll(NAME)].map((m) => m[1]!);
}

function tableRows(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/data-ownership.md has no "## ${heading}" section`);
  const next = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, next < 0 ? undefined : next);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1) // the header row
    .map((line) =>
      line
        .slice(1, line.endsWith('|') ? -1 : undefined)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

export function parseOwnership(markdown: string): Ownership {
  const owns = new Map<string, Set<string>>();
  const publishes = new Map<string, Set<string>>();
  for (const [module, tables = '', views = ''] of tableRows(markdown, 'Owners')) {
    const name = names(module!)[0];
    if (!name) throw new Error(`an owner row names no module: ${module}`);
    owns.set(name, new Set(names(tables)));
    publishes.set(name, new Set(names(views)));
  }
  const reads = new Map<string, Map<string, string>>();
  for (const [module, read = '', , why = ''] of tableRows(markdown, 'Declared reads')) {
    const name = names(module!)[0];
    if (!name) throw new Error(`a declared read names no module: ${module}`);
    const entry = reads.get(name) ?? new Map<string, string>();
    for (const table of names(read)) entry.set(table, why);
    reads.set(name, entry);
  }
  return { owns, publishes, reads };
}

/** Removes // and block comments from TypeScript and -- comments from SQL. */
export function stripComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    .replace(/--(?!>).*$/gm, '');
}

export type Reference = { name: string; write: boolean };

/**
 * The known tables and views a piece of code names in SQL (after from, join, into, update,
 * delete from, on, table, references, lock table) or through a Drizzle table object of the
 * schema (`schema.products`, or destructured from `schema`). `drizzleNames` maps a schema
 * export (`productImages`) to its table (`product_images`).
 */
export function scanReferences(
  source: string,
  known: ReadonlySet<string>,
  drizzleNames: ReadonlyMap<string, string>,
): Reference[] {
  const text = stripComments(source);
  const found = new Map<string, boolean>();
  const add = (name: string, write: boolean) => {
    if (!known.has(name)) return;
    found.set(name, (found.get(name) ?? false) || write);
  };
  const word = '"?([a-z_][a-z0-9_]*)"?';
  for (const m of text.matchAll(
    new RegExp(
      `\\b(insert\\s+into|update|delete\\s+from|truncate(?:\\s+table)?)\\s+(?:only\\s+)?(?:public\\.)?${word}`,
      'gi',
    ),
  ))
    add(m[2]!.toLowerCase(), true);
  for (const m of text.matchAll(
    new RegExp(`\\b(from|join|on|table|references)\\s+(?:only\\s+)?(?:public\\.)?${word}`, 'gi'),
  ))
    add(m[2]!.toLowerCase(), false);
  // Comma joins: "from a x, b y".
  for (const m of text.matchAll(
    new RegExp(`\\bfrom\\s+${word}(?:\\s+(?:as\\s+)?[a-z_]\\w*)?\\s*,\\s*${word}`, 'gi'),
  ))
    add(m[2]!.toLowerCase(), false);

  const drizzle = new Map<string, string>(); // local name -> table
  for (const m of text.matchAll(/const\s*\{([^}]*)\}\s*=\s*schema\b/g)) {
    for (const part of m[1]!.split(',')) {
      const [exported, local] = part.split(':').map((s) => s.trim());
      const table = exported ? drizzleNames.get(exported) : undefined;
      if (table) drizzle.set(local || exported!, table);
    }
  }
  for (const m of text.matchAll(/\bschema\.(\w+)/g)) {
    const table = drizzleNames.get(m[1]!);
    if (table) drizzle.set(`schema.${m[1]}`, table);
  }
  for (const [local, table] of drizzle) {
    const escaped = local.replace(/\./g, '\\.');
    const used = new RegExp(`(?<![\\w.])${escaped}\\b`).test(
      text.replace(/const\s*\{[^}]*\}\s*=\s*schema\b/g, ''),
    );
    if (!used && !local.startsWith('schema.')) continue;
    const write = new RegExp(`\\.(insert|update|delete)\\(\\s*${escaped}\\s*\\)`).test(text);
    add(table, write);
  }
  return [...found].map(([name, write]) => ({ name, write }));
}
