import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * `import 'virtual:icons.css'`: Bootstrap Icons cut down to the icons the app uses.
 *
 * The full icon font is 131 kB and a page asks for it as soon as one icon shows, at the
 * highest priority, so on a slow phone it competed with the app's own code (Lighthouse). The build
 * collects every icon name the sources mention (a `bi-name` class, or a quoted 'name' that is an
 * icon, for names kept in data such as `icon: 'camera-video'`), subsets the font to those glyphs
 * and inlines it into the CSS (a few kB, no extra request). In development the full stylesheet is
 * used.
 */
const VIRTUAL_ID = 'virtual:icons.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}.css`;

const require = createRequire(import.meta.url);
const iconsDir = path.dirname(require.resolve('bootstrap-icons/font/bootstrap-icons.json'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(tsx?|html)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Icon names the sources mention, with their code points. */
export function usedIcons(sourceDirs: string[]): Map<string, number> {
  const codepoints = JSON.parse(
    readFileSync(path.join(iconsDir, 'bootstrap-icons.json'), 'utf8'),
  ) as Record<string, number>;
  const used = new Map<string, number>();
  for (const file of sourceDirs.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bbi-([a-z0-9-]+)|['"]([a-z0-9-]+)['"]/g)) {
      const name = match[1] ?? match[2]!;
      const codepoint = codepoints[name];
      if (codepoint !== undefined) used.set(name, codepoint);
    }
  }
  return used;
}

/** The stylesheet: @font-face with the subset inlined, the base rule, one rule per icon. */
export async function iconStylesheet(sourceDirs: string[]): Promise<string> {
  const icons = usedIcons(sourceDirs);
  const text = [...icons.values()].map((c) => String.fromCodePoint(c)).join('');
  const font = await subsetFont(
    readFileSync(path.join(iconsDir, 'fonts', 'bootstrap-icons.woff2')),
    text,
    { targetFormat: 'woff2' },
  );
  const rules = [...icons.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, c]) => `.bi-${name}::before{content:"\\${c.toString(16)}"}`);
  return [
    `/* Bootstrap Icons (MIT), ${icons.size} of them: apps/web/icon-subset.ts */`,
    `@font-face{font-display:block;font-family:"bootstrap-icons";src:url(data:font/woff2;base64,${font.toString('base64')}) format("woff2")}`,
    '.bi::before,[class^="bi-"]::before,[class*=" bi-"]::before{display:inline-block;font-family:bootstrap-icons!important;font-style:normal;font-weight:normal!important;font-variant:normal;text-transform:none;line-height:1;vertical-align:-.125em;-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}',
    ...rules,
  ].join('\n');
}

export function iconSubset(sourceDirs: string[]): Plugin {
  let serve = false;
  return {
    name: 'shop-icon-subset',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (serve) return `@import "bootstrap-icons/font/bootstrap-icons.css";`;
      return iconStylesheet(sourceDirs);
    },
  };
}
