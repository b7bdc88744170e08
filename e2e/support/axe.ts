import axe from 'axe-core';
import type { Page } from '@playwright/test';

export type AxeViolation = { id: string; impact: string | null; nodes: string[] };

const OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  rules: { region: { enabled: true } },
  resultTypes: ['violations'],
};

/**
 * The WCAG 2 A and AA violations axe-core finds on the page as it is now (or inside
 * `include`), each with the elements it names and why: empty when the page passes. The
 * best-practice rule `region` runs too: every piece of content sits in a landmark (header,
 * nav, main, footer, or a labelled region), so a screen-reader user who jumps by landmark
 * misses nothing. axe is evaluated through the debugging protocol, so the shop's
 * Content-Security-Policy does not refuse it.
 *
 * axe-core is put into a page once and run there. (@axe-core/playwright put its 500 kB into
 * the page twice on every call and finished each run in a new blank page: of the 29 screens
 * the screen-fit test reads at each width, about 0.9 s a screen, over half of the test.) The
 * shop's pages have no frames of their own for axe to enter; Stripe's are not there in test
 * payment mode.
 */
export async function axeViolations(
  page: Page,
  { include }: { include?: string } = {},
): Promise<AxeViolation[]> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axe.source);
  const { violations } = await page.evaluate(
    ([context, options]) =>
      (window as unknown as { axe: typeof axe }).axe.run(context ?? document, options),
    [include ?? null, OPTIONS] as const,
  );
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? null,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
}
