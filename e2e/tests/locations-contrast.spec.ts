import { randomBytes } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expect, startSignedIn, test, uniqueEmail } from '../support/fixtures.ts';

/**
 * WCAG's contrast ratio of an element's text against what it is drawn on: its own background
 * or the nearest ancestor's, translucent layers laid over white as the browser paints them.
 */
async function textContrast(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const rgba = (css: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: css.startsWith('rgba') ? a : 1 };
    };
    const layers: ReturnType<typeof rgba>[] = [];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const bg = rgba(getComputedStyle(node).backgroundColor);
      if (bg.a > 0) layers.push(bg);
      if (bg.a >= 1) break;
    }
    let under = { r: 255, g: 255, b: 255 };
    for (const layer of layers.reverse()) {
      under = {
        r: layer.r * layer.a + under.r * (1 - layer.a),
        g: layer.g * layer.a + under.g * (1 - layer.a),
        b: layer.b * layer.a + under.b * (1 - layer.a),
      };
    }
    const text = rgba(getComputedStyle(el).color);
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const [high, low] = [luminance(text), luminance(under)].sort((a, b) => b - a);
    return (high! + 0.05) / (low! + 0.05);
  });
}

test('the zone buttons of the Locations tree read at 4.5:1 on their header @phone', async ({
  page,
}) => {
  const email = uniqueEmail('admin');
  const created = await page.request.post('/__e2e/staff', {
    data: { email, password: `Pw-${randomBytes(6).toString('hex')}`, role: 'admin' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await startSignedIn(page, email);
  const code = `K${randomBytes(2).toString('hex').toUpperCase()}`;
  const zone = await page.request.post('/api/warehouse-zones', {
    data: { zone_code: code, zone_name: 'Contrast check', aisles: 1, racks: 1, shelves: 1 },
  });
  expect(zone.status(), await zone.text()).toBe(201);

  await page.goto('/admin/locations');
  const toggle = page
    .getByRole('region', { name: `Zone ${code}` })
    .getByRole('button', { name: new RegExp(`^Zone ${code}`) });
  await expect(toggle).toBeVisible();
  // The button's text and the zone name inside it (axe-core's colour-contrast rule, AA).
  expect(await textContrast(toggle)).toBeGreaterThanOrEqual(4.5);
  expect(await textContrast(toggle.getByText('Contrast check'))).toBeGreaterThanOrEqual(4.5);
});
