import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core comes with Lighthouse (a pinned dev dependency); read once, evaluated in the page
// (through the debugging protocol, so the shop's Content-Security-Policy does not refuse it).
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export type AxeViolation = { id: string; impact: string | null; nodes: string[] };

/**
 * The WCAG 2 A and AA violations axe-core finds on the page as it is now (or inside
 * `include`), each with the elements it names and why: empty when the page passes.
 */
export async function axeViolations(
  page: Page,
  { include }: { include?: string } = {},
): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(selector ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })) as {
      violations: {
        id: string;
        impact: string | null;
        nodes: { target: string[]; failureSummary?: string }[];
      }[];
    };
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
  }, include);
}
