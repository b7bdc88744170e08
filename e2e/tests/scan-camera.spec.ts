import { expect, signInAsNewStaff, test } from '../support/fixtures.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/env.ts';

/**
 * The scan boxes' "Use camera" starts the camera (Chromium's fake one, the
 * permission prompt answered yes): the shop's pages may use it (Permissions-Policy). Launch
 * options force a worker of their own, so this file holds only this test.
 */
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

test('Use camera on /admin/scan shows the camera\u2019s picture @phone', async ({ page }) => {
  await signInAsNewStaff(page.request, 'admin');
  await page.goto('/admin/scan');
  await page.getByRole('button', { name: 'Use camera' }).click();
  const video = page.getByLabel('Camera picture: hold a QR code in front of it');
  await expect(video).toBeVisible();
  await expect(page.getByText('Starting the camera...')).toBeHidden();
  // No camera message (refused, blocked, failed) in the scan box.
  await expect(page.locator('.scan-box').getByRole('alert')).toHaveCount(0);
  // The picture plays: frames arrive from the (fake) camera.
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2 && v.videoWidth > 0),
    )
    .toBe(true);
  await page.getByRole('button', { name: 'Stop camera' }).click();
  await expect(video).toBeHidden();
});
