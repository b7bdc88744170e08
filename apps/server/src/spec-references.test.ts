import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A reference to the spec names its document and section ("warehouse-and-leads.md section 5"),
 * never a bare "section 5": the four documents all number their sections 1 to 9. A link to an
 * ADR names a file that exists in docs/decisions/ (issue 17).
 */

const thisFile = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(thisFile), '../../..');
const decisionsDir = path.join(repoRoot, 'docs/decisions');

/** The folders whose comments, test names and OpenAPI summaries are checked. */
const ROOTS = ['apps/server', 'packages', 'scripts', 'e2e', 'apps/web/src'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
const CHECKED_FILES = /\.(ts|tsx|sql|mjs)$/;

const SPEC_DOCUMENTS = [
  'storefront.md',
  'customer-and-commerce-admin.md',
  'warehouse-and-leads.md',
  'DECISIONS.md',
];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const DOCUMENT = new RegExp(SPEC_DOCUMENTS.map(escape).join('|'));
/** "section 5", "Sections 4", "sections 2-9" (the word, then a number). */
const SECTION = /\bsections?\s+\d+/gi;
/** What may follow a section number before "of <document>": "sections 4 and 5 of ...". */
const OF_DOCUMENT = new RegExp(
  `^(?:\\s*(?:,|and|or|-)\\s*\\d+)*\\s+of\\s+(?:${SPEC_DOCUMENTS.map(escape).join('|')})`,
);
const DECISION_PATH = /docs\/decisions\/([\w.-]*)/g;

/** The section references of a line that name no spec document (before them, or "of" after). */
function bareSectionReferences(line: string): string[] {
  const bare: string[] = [];
  for (const m of line.matchAll(SECTION)) {
    const before = line.slice(0, m.index);
    const after = line.slice(m.index + m[0].length);
    if (!DOCUMENT.test(before) && !OF_DOCUMENT.test(after)) bare.push(m[0]);
  }
  return bare;
}

/**
 * The docs/decisions/ paths of a line that name no existing ADR file, including a path cut at
 * the end of the line (the file name on the next line is not checked, so it must not be there).
 */
function missingDecisionFiles(
  line: string,
  exists: (file: string) => boolean = (file) => existsSync(path.join(decisionsDir, file)),
): string[] {
  const missing: string[] = [];
  for (const m of line.matchAll(DECISION_PATH)) {
    const file = (m[1] ?? '').replace(/\.+$/, ''); // a sentence's full stop is not the name's
    if (!file.endsWith('.md') || !exists(file)) missing.push(m[0]);
  }
  return missing;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* sourceFiles(full);
      // This file is left out: the matcher's examples below are bare on purpose.
    } else if (entry.isFile() && CHECKED_FILES.test(entry.name) && full !== thisFile) {
      yield full;
    }
  }
}

function problems(check: (line: string) => string[]): string[] {
  const found: string[] = [];
  for (const root of ROOTS)
    for (const file of sourceFiles(path.join(repoRoot, root))) {
      const lines = readFileSync(file, 'utf8').split(/\r?\n/);
      lines.forEach((line, i) => {
        for (const hit of check(line))
          found.push(`${path.relative(repoRoot, file)}:${i + 1}: ${hit}`);
      });
    }
  return found;
}

describe('references to the spec and to the ADRs', () => {
  it('flags a bare section and accepts one that names its document', () => {
    expect(bareSectionReferences('// checked as section 5 says')).toEqual(['section 5']);
    expect(bareSectionReferences("/** Section 4's table, then sections 3 and 9. */")).toEqual([
      'Section 4',
      'sections 3',
    ]);
    expect(bareSectionReferences('(section 7 of the spec)')).toEqual(['section 7']);
    expect(bareSectionReferences('// warehouse-and-leads.md section 5')).toEqual([]);
    expect(bareSectionReferences('// sections 4 and 5 of warehouse-and-leads.md')).toEqual([]);
    expect(bareSectionReferences('// section 2 of storefront.md, DECISIONS.md section 3')).toEqual(
      [],
    );
    expect(bareSectionReferences('(customer-and-commerce-admin.md sections 2-9)')).toEqual([]);
    expect(bareSectionReferences('// subsection 3, issue 17 item 6')).toEqual([]);
  });

  it('flags an ADR path whose file does not exist, or that is cut at the end of a line', () => {
    const exists = (file: string) => file === '0006-transactions-and-composition.md';
    expect(
      missingDecisionFiles('(docs/decisions/0006-transactions-and-composition.md).', exists),
    ).toEqual([]);
    expect(missingDecisionFiles('(docs/decisions/0006-transactions.md)', exists)).toEqual([
      'docs/decisions/0006-transactions.md',
    ]);
    expect(missingDecisionFiles(' * (DECISIONS.md section 6; docs/decisions/', exists)).toEqual([
      'docs/decisions/',
    ]);
  });

  it('finds every spec reference naming its document', () => {
    const found = problems(bareSectionReferences);
    expect(found, `name the document (storefront.md section 5):\n${found.join('\n')}`).toEqual([]);
  });

  it('finds every ADR link naming a file in docs/decisions/', () => {
    const found = problems((line) => missingDecisionFiles(line));
    expect(found, `no such file in docs/decisions/:\n${found.join('\n')}`).toEqual([]);
  });
});
