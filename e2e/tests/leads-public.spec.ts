import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  expect,
  openNav,
  test,
  uniqueEmail,
  waitForMail,
} from '../support/fixtures.ts';

/** The wizard's question heading and its "Question N of M" line. */
async function atQuestion(page: Page, title: string, position?: string) {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  if (position) await expect(page.getByText(`Question ${position}`, { exact: true })).toBeVisible();
}

const next = (page: Page) => page.getByRole('button', { name: /^(Next|Review Answers)/ }).click();

/** Clicks an option's label, as a person does: each option is a card the label covers. */
async function pick(page: Page, role: 'radio' | 'checkbox', name: string) {
  const input = page.getByRole(role, { name, exact: true });
  await page.locator(`label[for="${await input.getAttribute('id')}"]`).click();
  await expect(input).toBeChecked();
}

async function choose(page: Page, title: string, option: string, position?: string) {
  await atQuestion(page, title, position);
  await pick(page, 'radio', option);
  await next(page);
}

async function tick(page: Page, title: string, options: string[], position?: string) {
  await atQuestion(page, title, position);
  for (const option of options) await pick(page, 'checkbox', option);
  await next(page);
}

async function count(page: Page, title: string, counts: Record<string, string>, position?: string) {
  await atQuestion(page, title, position);
  for (const [label, value] of Object.entries(counts)) {
    await page.getByRole('spinbutton', { name: label }).fill(value);
  }
  await next(page);
}

test('a visitor with several buildings, other areas, night-time and PTZ gets an estimate', async ({
  page,
}) => {
  await page.goto('/survey');
  await page.getByRole('button', { name: 'Start Survey' }).click();
  await atQuestion(page, 'What kind of project is this?', '1 of 21');
  // Next without an answer keeps the visitor on the question and says why.
  await next(page);
  await expect(page.getByRole('alert')).toHaveText(
    'Please answer this question before continuing.',
  );
  await atQuestion(page, 'What kind of project is this?', '1 of 21');

  await choose(page, 'What kind of project is this?', 'New installation');
  await choose(page, 'What type of property is it?', 'Commercial', '2 of 21');
  await choose(page, 'How many buildings need coverage?', '3 buildings', '3 of 21');
  // Several buildings: the distance question appears, as part of question 3; M holds still.
  await count(page, 'How far apart are the buildings?', { Distance: '250' }, '3 of 21, follow-up');
  await choose(page, 'Do you need cameras over a point of sale?', 'Yes');
  await tick(page, 'Where will the cameras be installed?', ['Outdoors']);
  await count(page, 'How many cameras would you like in each area?', {
    'Entrances and exits': '2',
    'Other areas': '1',
  });
  await atQuestion(page, 'Which other areas should we cover?', '6 of 21, follow-up');
  await page.getByRole('textbox', { name: 'Other areas' }).fill('Loading dock <b>north</b>');
  await next(page);
  await count(page, 'Which camera resolutions would you like?', { '8MP/4K': '3' });

  // The answers survive a reload of the tab.
  await atQuestion(page, 'What cabling is already in place?', '8 of 21');
  await page.reload();
  await atQuestion(page, 'What cabling is already in place?', '8 of 21');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('spinbutton', { name: '8MP/4K' })).toHaveValue('3');
  await next(page);

  await tick(page, 'What cabling is already in place?', ['Ethernet']);
  await atQuestion(page, 'How would you like the cameras to connect?');
  await next(page); // optional
  await tick(page, 'How much detail do you need to see?', ['Recognition']);
  await tick(page, 'What lighting will the cameras see?', ['Night-time']);
  await choose(
    page,
    'How should the cameras see at night?',
    'Infrared (IR)',
    '11 of 21, follow-up',
  );
  await choose(page, 'Do you need PTZ (pan-tilt-zoom) cameras?', 'Yes');
  await count(
    page,
    'How many PTZ cameras do you need?',
    { 'PTZ cameras': '2' },
    '12 of 21, follow-up',
  );
  await atQuestion(page, 'Which lens types would you like?');
  await next(page);
  await atQuestion(page, 'Which focal lengths interest you?');
  await next(page);
  await choose(page, 'How long should recordings be kept?', '30-45 days');
  await choose(page, 'Would you like cloud backup of your recordings?', 'No');
  await tick(page, 'Which smart video analytics interest you?', ['Motion detection']);
  await atQuestion(page, 'Anything else we should know?');
  await next(page);
  await choose(page, 'When would you like the system installed?', 'As soon as possible');
  // The site's address, half typed: the missing parts are named.
  await atQuestion(page, 'Where is the site?', '20 of 21');
  await page.getByLabel(/^Street address/).fill('1200 Industrial Rd');
  await next(page);
  await expect(page.getByRole('alert')).toHaveText(
    'Please fill in the rest of the site address: city, state, ZIP code',
  );
  await page.getByLabel(/^City/).fill('Las Vegas');
  await page.getByLabel(/^State/).fill('NV');
  await page.getByLabel(/^ZIP code/).fill('89102');
  await next(page);
  await atQuestion(page, 'Where should we send your estimate?', '21 of 21');
  const email = uniqueEmail('survey');
  await page.getByLabel(/^Your name/).fill('Sam Ortega');
  await page.getByLabel(/^E-mail/).fill(email);
  await next(page);

  // The summary: the answers with their labels, then the site and the contact details.
  const summary = page.getByRole('main');
  await expect(summary.getByText('Loading dock <b>north</b>')).toBeVisible();
  await expect(summary.getByText('Infrared (IR)')).toBeVisible();
  await expect(summary.getByText('1200 Industrial Rd Las Vegas, NV 89102')).toBeVisible();
  await expect(summary.getByText(`Sam Ortega ${email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Submit Survey' }).click();

  await expect(page.getByText('Thank you! Your site survey has been submitted.')).toBeVisible();
  // Three fixed cameras (the larger of the two counts) and two PTZ.
  await expect(page.getByTestId('estimated-cameras')).toHaveText('5');
  await expect(page.getByTestId('estimated-value')).toHaveText(/^\$\d{1,3}(,\d{3})*$/);
  await expect(page.getByText(/within 24-48 hours/)).toBeVisible();
  await waitForMail(email, 'Your free site survey');

  // A new survey starts empty.
  await page.getByRole('button', { name: 'Start a new survey' }).click();
  await page.getByRole('button', { name: 'Start Survey' }).click();
  await atQuestion(page, 'What kind of project is this?', '1 of 21');
  await expect(
    page.getByRole('radio', { name: 'New installation', exact: true }),
  ).not.toBeChecked();
});

test('@phone a visitor with one building in daylight and no PTZ answers by keyboard and skips those questions', async ({
  page,
}) => {
  await page.goto('/site-survey');
  await expect(page).toHaveURL(/\/survey$/);
  const press = async (name: string | RegExp, role: 'radio' | 'checkbox' = 'radio') => {
    await page.getByRole(role, { name }).focus();
    await page.keyboard.press('Space');
  };
  const enterNext = async () => {
    await page.getByRole('button', { name: /^(Next|Review Answers)/ }).focus();
    await page.keyboard.press('Enter');
  };
  await page.getByRole('button', { name: 'Start Survey' }).focus();
  await page.keyboard.press('Enter');

  await atQuestion(page, 'What kind of project is this?', '1 of 21');
  // The question heading takes the focus, so a screen reader starts there.
  await expect(
    page.getByRole('heading', { level: 2, name: 'What kind of project is this?' }),
  ).toBeFocused();
  await press('Upgrade an existing system');
  await enterNext();
  await atQuestion(page, 'What type of property is it?', '2 of 21');
  await press('Residential');
  await enterNext();
  await atQuestion(page, 'How many buildings need coverage?', '3 of 21');
  await press('1 building');
  await enterNext();
  // One building: no distance question.
  await atQuestion(page, 'Do you need cameras over a point of sale?', '4 of 21');
  await press('No');
  await enterNext();
  await atQuestion(page, 'Where will the cameras be installed?', '5 of 21');
  await press('Indoors', 'checkbox');
  await enterNext();
  await atQuestion(page, 'How many cameras would you like in each area?', '6 of 21');
  await page.getByRole('spinbutton', { name: 'Hallways and interior' }).focus();
  await page.keyboard.type('4');
  await enterNext();
  // No "other" cameras: no question about other areas.
  await atQuestion(page, 'Which camera resolutions would you like?', '7 of 21');
  await page.getByRole('spinbutton', { name: 'Not sure' }).focus();
  await page.keyboard.type('4');
  await enterNext();
  await atQuestion(page, 'What cabling is already in place?', '8 of 21');
  await press('None / not sure', 'checkbox');
  await enterNext();
  await atQuestion(page, 'How would you like the cameras to connect?', '9 of 21');
  await enterNext();
  await atQuestion(page, 'How much detail do you need to see?', '10 of 21');
  await press('Detection', 'checkbox');
  await enterNext();
  await atQuestion(page, 'What lighting will the cameras see?', '11 of 21');
  await press('Daylight', 'checkbox');
  await enterNext();
  // Daylight only: no night-time question; no PTZ: no PTZ count.
  await atQuestion(page, 'Do you need PTZ (pan-tilt-zoom) cameras?', '12 of 21');
  await press('No');
  await enterNext();
  await atQuestion(page, 'Which lens types would you like?', '13 of 21');
  await enterNext();
  await atQuestion(page, 'Which focal lengths interest you?', '14 of 21');
  await enterNext();
  await atQuestion(page, 'How long should recordings be kept?', '15 of 21');
  await press('Not sure');
  await enterNext();
  await atQuestion(page, 'Would you like cloud backup of your recordings?', '16 of 21');
  await press('Yes');
  await enterNext();
  await atQuestion(page, 'Which smart video analytics interest you?', '17 of 21');
  await press('None', 'checkbox');
  await enterNext();
  await atQuestion(page, 'Anything else we should know?', '18 of 21');
  await page.getByRole('textbox', { name: 'Notes' }).focus();
  await page.keyboard.type('Side gate is locked after 6pm.');
  await enterNext();
  await atQuestion(page, 'When would you like the system installed?', '19 of 21');
  await press('Just planning');
  await enterNext();
  // The site's address is optional: left blank.
  await atQuestion(page, 'Where is the site?', '20 of 21');
  await enterNext();
  await atQuestion(page, 'Where should we send your estimate?', '21 of 21');
  await page.getByLabel(/^Your name/).focus();
  await page.keyboard.type('Rita Moreno');
  await page.getByLabel(/^E-mail/).focus();
  await page.keyboard.type(uniqueEmail('survey-phone'));
  await enterNext();

  await page.getByRole('button', { name: 'Submit Survey' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thank you! Your site survey has been submitted.')).toBeVisible();
  await expect(page.getByTestId('estimated-cameras')).toHaveText('4');
});

test('@phone a visitor sends the quote form; the visitor and staff both get an e-mail', async ({
  page,
}) => {
  const name = `Dana ${randomBytes(3).toString('hex')}`;
  const email = uniqueEmail('contact');
  await page.goto('/services');
  await page.getByRole('link', { name: 'Get a Quote for Alarm Systems' }).click();
  await expect(page).toHaveURL(/\/contact\?service=alarms/);
  await expect(page.getByLabel('Service interested in')).toHaveValue('alarms');

  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Subject/).fill('Alarm for the shop');
  await page.getByLabel(/^Message/).fill('Please call me after 3pm.');
  await page.getByRole('button', { name: 'Send Request' }).click();
  // The agreement box is required.
  await expect(page.getByText('Please agree to be contacted about your request')).toBeVisible();
  await page.getByLabel(/I agree to be contacted/).check();
  await page.getByRole('button', { name: 'Send Request' }).click();

  await expect(page.getByText('Thank you for your message!')).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue('');

  const toVisitor = await waitForMail(email, 'We received your request');
  expect(toVisitor.text).toContain('within 24 hours');
  // The visitor gets a summary in the shop's words, not their own text back.
  expect(toVisitor.text).toContain('Alarm Systems');
  expect(toVisitor.text).not.toContain('Please call me after 3pm.');
  const toStaff = await waitForMail(ADMIN_EMAIL, `from ${name}`);
  expect(toStaff.text).toMatch(/\/admin\/contact-requests\/\d+/);
  expect(toStaff.text).toContain('Please call me after 3pm.');

  // The survey link on the page works too.
  await openNav(page);
  await page.getByRole('link', { name: 'Free Site Survey' }).first().click();
  await expect(page).toHaveURL(/\/survey$/);
});
