import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type AxeViolation = { id: string; impact: string | null; nodes: string[] };

/**
 * The WCAG 2 A and AA violations axe-core finds on the page as it is now (or inside
 * `include`), each with the elements it names and why: empty when the page passes. The
 * best-practice rule `region` runs too: every piece of content sits in a landmark (header,
 * nav, main, footer, or a labelled region), so a screen-reader user who jumps by landmark
 * misses nothing. axe is evaluated through the debugging protocol, so the shop's
 * Content-Security-Policy does not refuse it.
 */
export async function axeViolations(
  page: Page,
  { include }: { include?: string } = {},
): Promise<AxeViolation[]> {
  const builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { region: { enabled: true } },
    resultTypes: ['violations'],
  });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? null,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
}
