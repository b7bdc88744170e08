import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN_MENU,
  expect,
  openNav,
  signInAsNewStaff,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';

/** Customer text that would run if a screen ever rendered it as HTML. */
const XSS = '<img src=x onerror="window.__xss=1">';

async function createContact(request: APIRequestContext, name: string, message: string) {
  const response = await request.post('/__e2e/contact-requests', {
    data: {
      name,
      email: uniqueEmail('lead'),
      phone: '(702) 555-0142',
      subject: 'Cameras for the warehouse',
      propertyType: 'commercial',
      serviceType: 'cctv',
      message,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The option of a select that names a staff member (not "Unassigned"). */
async function firstStaffOption(page: Page, selectLabel: string) {
  const options = await page.getByLabel(selectLabel).locator('option').allTextContents();
  const staff = options.find((o) => o.trim() && !/unassigned/i.test(o));
  expect(staff, `a staff member in ${selectLabel}`).toBeTruthy();
  return staff!;
}

test('an admin finds new requests, assigns, changes status and priority, writes notes, bulk-closes, exports and deletes', async ({
  page,
}) => {
  const tag = randomBytes(3).toString('hex');
  const first = `Quinn ${tag}`;
  const second = `${XSS} Mallory ${tag}`;
  await createContact(page.request, first, `Eight cameras ${tag}, please.`);
  await createContact(page.request, second, `${XSS} <b>bold?</b>`);
  await signInAsNewStaff(page.request, 'admin');

  await page.goto('/');
  await openNav(page);
  const menu = page.getByRole('button', { name: ADMIN_MENU });
  // The menu shows how many leads are new.
  await expect(menu.getByTestId('new-leads-badge')).toHaveText(/^\d+/);
  await menu.click();
  await page.getByRole('link', { name: /Contact Requests/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Contact Requests/ })).toBeVisible();

  await page.getByRole('searchbox').fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  // The hostile name is shown as the text it is; nothing ran, no image was made.
  await expect(page.getByText(second, { exact: true })).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  // Inline assignee and status.
  const assignee = `Assignee of request from ${first}`;
  const staff = await firstStaffOption(page, assignee);
  await page.getByLabel(assignee).selectOption({ label: staff });
  await expect(page.getByLabel(assignee)).not.toHaveValue('');
  await page.getByLabel(`Status of request from ${first}`).selectOption({ label: 'In Progress' });
  await expect(page.getByLabel(`Status of request from ${first}`)).toHaveValue('in_progress');

  // The detail: priority and internal notes.
  await page.getByRole('link', { name: `View request from ${first}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(`Currently assigned to: ${staff}`)).toBeVisible();
  await page.getByLabel('Priority').selectOption({ label: 'Urgent' });
  await expect(page.getByLabel('Priority')).toHaveValue('urgent');
  // Notes are added to a list, newest first; the timeline shows who changed what.
  const notes = page.getByRole('region', { name: 'Internal notes' });
  for (const text of [`Called back ${tag}.`, `Site visit Tuesday ${tag}.`]) {
    await notes.getByLabel('Add a note').fill(text);
    await notes.getByRole('button', { name: /Add note/ }).click();
    await expect(notes.getByRole('listitem').first()).toContainText(text);
  }
  await page.reload();
  await expect(notes.getByRole('listitem')).toHaveCount(2);
  await expect(notes.getByRole('listitem').first()).toContainText(`Site visit Tuesday ${tag}.`);
  await expect(
    page.getByRole('region', { name: 'Timeline' }).getByText(`Assigned to ${staff}`),
  ).toBeVisible();
  await expect(page.getByLabel('Priority')).toHaveValue('urgent');
  await page.getByRole('link', { name: /Back to Contact Requests/ }).click();
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));

  // Bulk: close both.
  await page.getByLabel('Select all requests on this page').check();
  await page
    .getByRole('region', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Closed' })
    .click();
  await expect(page.getByLabel(`Status of request from ${first}`)).toHaveValue('closed');
  await expect(page.getByLabel(`Status of request from ${second}`)).toHaveValue('closed');

  // Export: the CSV of the filtered list.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Export/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^contact-requests-export-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\n')[0]).toMatch(/ID,Name,Email/);
  // A row per request; the notes cell holds a line per note, with when and who.
  expect(csv.match(/^\d+,/gm)).toHaveLength(2);
  expect(csv).toContain(first);
  expect(csv).toMatch(new RegExp(`UTC [^:\n]+: Called back ${tag}\\.\n.* UTC [^:\n]+: Site visit`));

  // Delete one, confirming in the dialog that names the requester.
  await page.getByRole('button', { name: `Delete request from ${first}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    `Delete the request from ${first}? This action cannot be undone.`,
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText(first, { exact: true })).toHaveCount(0);
});

test('@phone a manager opens a survey, sees the customer text as text, assigns and completes it', async ({
  page,
}) => {
  const tag = randomBytes(3).toString('hex');
  const name = `Sam ${tag}`;
  const created = await page.request.post('/__e2e/site-surveys', {
    data: {
      surveyType: 'upgrade',
      propertyType: 'commercial',
      buildingCount: 2,
      buildingDistance: 300,
      application: ['outdoors'],
      cameraLocations: { parkingLot: 4 },
      cameraResolutions: { '8mp': 4 },
      lightingConditions: ['daynight'],
      nighttimeRecording: 'cnv',
      ptzCameras: 'yes',
      ptzCount: 1,
      storage: '45+',
      cloudRecording: 'yes',
      analytics: ['license'],
      notes: `${XSS} gate code 1234`,
      timeframe: 'asap',
      customerName: name,
      customerEmail: uniqueEmail('survey-lead'),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { surveyId } = (await created.json()) as { surveyId: number };
  // A manager allowed to manage orders works leads too.
  await signInAsNewStaff(page.request, 'manager', { canManageOrders: true });

  await page.goto(`/admin/site-surveys?search=${tag}`);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  // The list fits: at 1280 px its ten columns without a sideways scroll, at 375 px as cards.
  if (process.env.E2E_SCREENSHOTS) {
    await page.screenshot({
      path: `${process.env.E2E_SCREENSHOTS}/site-surveys-${page.viewportSize()!.width}.png`,
      fullPage: true,
    });
  }
  const list = page.locator('main .table-responsive').first();
  expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('link', { name: new RegExp(`View .*${name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/site-surveys/${surveyId}`));
  await expect(page.getByText(`${XSS} gate code 1234`)).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  await expect(page.getByText('Color night vision')).toBeVisible();

  const staff = await firstStaffOption(page, 'Assign to');
  await page.getByLabel('Assign to').selectOption({ label: staff });
  await expect(page.getByText(`Currently assigned to: ${staff}`)).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Completed' });
  await expect(page.getByLabel('Status')).toHaveValue('completed');
  // The timeline now says a response went out.
  await expect(page.getByText('Response sent')).toBeVisible();
});

test('a customer who opens the staff screens is refused', async ({ page, verifiedCustomer }) => {
  const login = await page.request.post('/api/login', {
    data: { email: verifiedCustomer.email, password: verifiedCustomer.password },
  });
  expect(login.status()).toBe(200);
  await page.goto('/admin/contact-requests');
  await expect(page.getByRole('alert')).toHaveText(/Access denied\. Admin privileges required\./);
  await page.goto('/admin/site-surveys/1');
  await expect(page).toHaveURL(/\/$/);
  const api = await page.request.get('/api/admin/contact-requests');
  expect(api.status()).toBe(403);
});
