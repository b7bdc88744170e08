import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The documentation holds together: every relative link in README.md and docs/ names a file
 * (and a heading) that exists, every ADR has a status and every "superseded by ADR NNNN" names
 * an ADR, every ADR number the code cites names an ADR file in the decisions folder, and every
 * `docs/modules/<module>.md#<heading>` the code or the docs cite names a module document and one
 * of its headings. Nothing cites the product spec's documents or an issue number: a reader of
 * the repository has neither, so comments point to docs/modules/ or to an ADR instead.
 */

const thisFile = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(thisFile), '../../..');
const decisionsDir = path.join(repoRoot, 'docs/decisions');

/**
 * Files linked from the docs that are being written alongside them and may not have landed
 * yet. A link to one is checked like any other as soon as the file exists.
 */
const AWAITED = new Set<string>();

/** The folders and files whose ADR citations are checked. */
const CODE_ROOTS = ['apps', 'packages', 'e2e', 'scripts', 'eslint.config.js', 'vitest.config.ts'];
/** Applied migrations are history: never edited, so their comments are not held to this. */
const SKIPPED_CODE_DIRS = new Set(['node_modules', 'dist', 'migrations']);
/** Applied migrations are history too: their old comments stay as they were written. */
const SKIPPED_CITATION_DIRS = SKIPPED_CODE_DIRS;
const modulesDir = path.join(repoRoot, 'docs/modules');
const CODE_FILES = /\.(ts|tsx|js|mjs|sql)$/;

function* filesUnder(dir: string, wanted: RegExp, skipped: Set<string>): Generator<string> {
  if (!statSync(dir).isDirectory()) {
    if (wanted.test(dir)) yield dir;
    return;
  }
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skipped.has(entry.name)) yield* filesUnder(full, wanted, skipped);
    } else if (entry.isFile() && wanted.test(entry.name)) yield full;
  }
}

const markdownFiles = (): string[] => [
  path.join(repoRoot, 'README.md'),
  ...filesUnder(path.join(repoRoot, 'docs'), /\.md$/, new Set()),
];

/** The ADR files by number ("0019" -> "0019-data-ownership.md"). */
function adrFiles(): Map<string, string> {
  const byNumber = new Map<string, string>();
  for (const name of readdirSync(decisionsDir)) {
    const m = /^(\d{4})-.*\.md$/.exec(name);
    if (m) byNumber.set(m[1]!, name);
  }
  return byNumber;
}

/** Markdown text outside fenced code blocks, line by line (with their numbers). */
function proseLines(text: string): [number, string][] {
  const lines: [number, string][] = [];
  let fenced = false;
  text.split(/\r?\n/).forEach((line, i) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else if (!fenced) lines.push([i + 1, line]);
  });
  return lines;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, line] of proseLines(readFileSync(file, 'utf8'))) {
    const m = /^#{1,6}\s+(.*)$/.exec(line);
    if (m) anchors.add(headingAnchor(m[1]!));
  }
  return anchors;
}

/** The relative link targets of a markdown line: `[text](target)`, not URLs or mail. */
export function relativeLinks(line: string): string[] {
  const targets: string[] = [];
  for (const m of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = m[1]!;
    if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) targets.push(target);
  }
  return targets;
}

/** "ADR 0019", "ADRs 0046, 0047 and 0050": each number cited. */
export function citedAdrNumbers(line: string): string[] {
  const numbers: string[] = [];
  for (const m of line.matchAll(/\bADRs?\s+(\d{4}(?:(?:\s*,\s*|\s+and\s+|\s+or\s+)\d{4})*)/g))
    numbers.push(...m[1]!.match(/\d{4}/g)!);
  return numbers;
}

/** "Superseded by ADR 0031", "superseded in part by ADR 0019": the numbers named. */
export function supersedingAdrNumbers(line: string): string[] {
  return [...line.matchAll(/superseded\b[^.;]*?\bby\s+ADR\s+(\d{4})/gi)].map((m) => m[1]!);
}

/** The product spec's documents, which the repository does not hold. */
const SPEC_DOCUMENTS = [
  'storefront.md',
  'customer-and-commerce-admin.md',
  'warehouse-and-leads.md',
  'DECISIONS.md',
];
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A spec document by name, or a section number of the spec's (they number theirs 1 to 9). */
const SPEC_CITATION = new RegExp(
  [
    ...SPEC_DOCUMENTS.map((doc) => `\\b${escapeRegExp(doc)}`),
    // "the spec's section 5", "section 4 of ...", "sections 2-9": the spec's numbering.
    "\\bspec(?:'|\u2019)s\\s+sections?\\s+\\d+",
    '\\b[Ss]ections?\\s+\\d+',
  ].join('|'),
  'g',
);
/** "issue 22", "Issue 20 item 10", "issues 18 and 19", "issue #5": an issue tracker's number. */
const ISSUE_CITATION = /\b[Ii]ssues?\s+#?\d+/g;

/** The citations of a line that a reader of the repository cannot follow. */
export function unfollowableCitations(line: string): string[] {
  return [...line.matchAll(SPEC_CITATION), ...line.matchAll(ISSUE_CITATION)].map((m) => m[0]);
}

/** `docs/modules/<file>.md#<anchor>` cited in a line: the file and the anchor (if any). */
export function moduleDocCitations(line: string): { file: string; anchor?: string }[] {
  return [...line.matchAll(/\bdocs\/modules\/([\w.-]*?\.md)(?:#([\w-]+))?/g)].map((m) =>
    m[2] ? { file: m[1]!, anchor: m[2] } : { file: m[1]! },
  );
}

/** The module-document citations of a line naming no such file or no such heading. */
export function brokenModuleDocCitations(
  line: string,
  anchors: (file: string) => Set<string> | undefined = moduleDocAnchors,
): string[] {
  const broken: string[] = [];
  for (const { file, anchor } of moduleDocCitations(line)) {
    const known = anchors(file);
    if (!known) broken.push(`docs/modules/${file}`);
    else if (anchor && !known.has(anchor))
      broken.push(`docs/modules/${file}#${anchor} (no such heading)`);
  }
  return broken;
}

function moduleDocAnchors(file: string): Set<string> | undefined {
  const full = path.join(modulesDir, file);
  return existsSync(full) ? anchorsOf(full) : undefined;
}

/** Code and docs, each line with its file and number, this file's planted examples left out. */
function* citingLines(): Generator<[string, number, string]> {
  const files = [
    ...CODE_ROOTS.flatMap((root) => [
      ...filesUnder(path.join(repoRoot, root), CODE_FILES, SKIPPED_CITATION_DIRS),
    ]),
    ...markdownFiles(),
  ];
  for (const file of files) {
    if (file === thisFile) continue;
    const lines = readFileSync(file, 'utf8').split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) yield [path.relative(repoRoot, file), i + 1, lines[i]!];
  }
}

function brokenLinks(): string[] {
  const broken: string[] = [];
  for (const file of markdownFiles()) {
    for (const [n, line] of proseLines(readFileSync(file, 'utf8'))) {
      for (const target of relativeLinks(line)) {
        const [linkPath, anchor] = target.split('#') as [string, string | undefined];
        const resolved = linkPath ? path.resolve(path.dirname(file), linkPath) : file;
        const where = `${path.relative(repoRoot, file)}:${n}: ${target}`;
        if (!existsSync(resolved)) {
          if (!AWAITED.has(path.relative(repoRoot, resolved))) broken.push(where);
        } else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) {
          broken.push(`${where} (no such heading)`);
        }
      }
    }
  }
  return broken;
}

describe('the documentation links', () => {
  it('reads links, anchors and ADR citations as written', () => {
    expect(relativeLinks('see [ops](../operations.md#metrics) and [x](https://a.example)')).toEqual(
      ['../operations.md#metrics'],
    );
    expect(headingAnchor('Returns (RMAs)')).toBe('returns-rmas');
    expect(headingAnchor("The customer's dashboard")).toBe('the-customers-dashboard');
    expect(citedAdrNumbers('// (ADR 0006, 0013) and ADRs 0046, 0047 and 0050')).toEqual([
      '0006',
      '0013',
      '0046',
      '0047',
      '0050',
    ]);
    expect(citedAdrNumbers('// an ADR, 2026 and adr 0001')).toEqual([]);
    expect(supersedingAdrNumbers('Status: Superseded by ADR 0031.')).toEqual(['0031']);
    expect(supersedingAdrNumbers('superseded in part by ADR 0019 (views)')).toEqual(['0019']);
  });

  it('flags a citation of a spec document or an issue, and not "issue" in other senses', () => {
    expect(unfollowableCitations('// checked as warehouse-and-leads.md section 5 says')).toEqual([
      'warehouse-and-leads.md',
      'section 5',
    ]);
    expect(unfollowableCitations(" * (DECISIONS.md; the spec's section 4)")).toEqual([
      'DECISIONS.md',
      "spec's section 4",
    ]);
    expect(unfollowableCitations("it('shows the cart (storefront.md)', () => {")).toEqual([
      'storefront.md',
    ]);
    expect(unfollowableCitations('/** The quote pipeline (issue 20 item 10). */')).toEqual([
      'issue 20',
    ]);
    expect(unfollowableCitations("// Issue 22's screens; issues 18 and 19, issue #5")).toEqual([
      'Issue 22',
      'issues 18',
      'issue #5',
    ]);
    expect(unfollowableCitations('// a label issue, an issued invoice, 5 issues')).toEqual([]);
    expect(unfollowableCitations('// docs/modules/warehouse.md#rules (ADR 0038)')).toEqual([]);
  });

  it('flags a docs/modules citation naming no module document or no heading of it', () => {
    const anchors = (file: string) =>
      file === 'warehouse.md' ? new Set(['rules', 'default-locations']) : undefined;
    expect(
      brokenModuleDocCitations('// docs/modules/warehouse.md#default-locations.', anchors),
    ).toEqual([]);
    expect(brokenModuleDocCitations('(docs/modules/warehouse.md)', anchors)).toEqual([]);
    expect(brokenModuleDocCitations('(docs/modules/warehouse.md#bins)', anchors)).toEqual([
      'docs/modules/warehouse.md#bins (no such heading)',
    ]);
    expect(brokenModuleDocCitations(' * docs/modules/stock.md#rules: ...', anchors)).toEqual([
      'docs/modules/stock.md',
    ]);
  });

  it('finds no citation of a spec document or an issue in the code and the docs', () => {
    const found: string[] = [];
    for (const [file, n, line] of citingLines())
      for (const hit of unfollowableCitations(line)) found.push(`${file}:${n}: ${hit}`);
    expect(
      found,
      `point to docs/modules/<module>.md#<heading> or an ADR:\n${found.join('\n')}`,
    ).toEqual([]);
  });

  it('finds every docs/modules citation naming a module document and one of its headings', () => {
    const broken: string[] = [];
    for (const [file, n, line] of citingLines())
      for (const hit of brokenModuleDocCitations(line)) broken.push(`${file}:${n}: ${hit}`);
    expect(broken, `no such module document or heading:\n${broken.join('\n')}`).toEqual([]);
  });

  it('finds every relative link of README.md and docs/ pointing at a file that exists', () => {
    const broken = brokenLinks();
    expect(broken, `no such file or heading:\n${broken.join('\n')}`).toEqual([]);
  });

  it('gives every ADR a status, and a superseded one the ADR that replaced it', () => {
    const adrs = adrFiles();
    const problems: string[] = [];
    for (const name of adrs.values()) {
      const text = readFileSync(path.join(decisionsDir, name), 'utf8');
      if (!/^Status: \S/m.test(text)) problems.push(`${name}: no "Status:" line`);
      if (!text.startsWith(`# ${Number(name.slice(0, 4))}. `))
        problems.push(`${name}: the title does not start with "# ${Number(name.slice(0, 4))}. "`);
    }
    for (const file of markdownFiles())
      for (const [n, line] of proseLines(readFileSync(file, 'utf8')))
        for (const number of supersedingAdrNumbers(line))
          if (!adrs.has(number))
            problems.push(`${path.relative(repoRoot, file)}:${n}: superseded by ADR ${number}`);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('finds every ADR cited in the code and the docs among the ADR files', () => {
    const adrs = adrFiles();
    const missing: string[] = [];
    const files = [
      ...CODE_ROOTS.flatMap((root) => [
        ...filesUnder(path.join(repoRoot, root), CODE_FILES, SKIPPED_CODE_DIRS),
      ]),
      ...markdownFiles(),
    ];
    for (const file of files) {
      readFileSync(file, 'utf8')
        .split(/\r?\n/)
        .forEach((line, i) => {
          for (const number of citedAdrNumbers(line))
            if (!adrs.has(number))
              missing.push(`${path.relative(repoRoot, file)}:${i + 1}: ADR ${number}`);
        });
    }
    expect(missing, `no such ADR file:\n${missing.join('\n')}`).toEqual([]);
  });
});
