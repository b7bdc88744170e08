import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  ADMIN_MENU,
  createProduct,
  expect,
  extractLink,
  openNav,
  signInAsNewStaff,
  test,
  uniqueEmail,
  VERIFY_SUBJECT,
  waitForMail,
} from '../support/fixtures.ts';
import { axeViolations } from '../support/axe.ts';

/** Clicks an option's label, as a person does: each option is a card the label covers. */
async function pick(page: Page, role: 'radio' | 'checkbox', name: string) {
  const input = page.getByRole(role, { name, exact: true });
  await page.locator(`label[for="${await input.getAttribute('id')}"]`).click();
  await expect(input).toBeChecked();
}

/** One question of the survey wizard: its heading, the options ticked, Next. */
async function answer(
  page: Page,
  title: string,
  options: { radio?: string; checkbox?: string; counts?: Record<string, string> } = {},
) {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  if (options.radio) await pick(page, 'radio', options.radio);
  if (options.checkbox) await pick(page, 'checkbox', options.checkbox);
  for (const [label, value] of Object.entries(options.counts ?? {})) {
    await page.getByRole('spinbutton', { name: label }).fill(value);
  }
  await page.getByRole('button', { name: /^(Next|Review Answers)/ }).click();
}

/** Nothing wider than the phone's screen: no sideways scrolling. */
async function expectFits(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

/**
 * The quote and installation journey, from the survey to the installed system: a visitor completes
 * the site survey; the admin turns it into a quote with three cameras, a recorder and their
 * installation, and sends it; the customer opens the mailed link on a phone, accepts,
 * registers (verifying the e-mail address), pays with the test card and books a slot; the
 * admin finds the job on the calendar and completes it: the order is completed and its units
 * installed.
 */
test('a surveyed visitor gets a quote, accepts and pays it on a phone, books the installation; completing it installs the units and completes the order', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = randomBytes(2).toString('hex').toUpperCase();
  const visitor = {
    firstName: 'Quinn',
    lastName: `Survey${tag}`,
    email: uniqueEmail('quote-journey'),
    password: `Pw-${randomBytes(6).toString('hex')}`,
  };
  const fullName = `${visitor.firstName} ${visitor.lastName}`;

  // What the journey needs and is not about: the products, their units on a shelf (the order
  // takes them, the completion installs them), a technician with free days 48 h ahead.
  const camera = await createProduct(page.request, { name: `E2E Quote Camera ${tag}` });
  const recorder = await createProduct(page.request, {
    name: `E2E Quote Recorder ${tag}`,
  });
  await signInAsNewStaff(page.request, 'admin');
  const zone = await page.request.post('/api/warehouse-zones', {
    data: {
      zone_code: `Q${tag}`,
      zone_name: `Quotes ${tag}`,
      aisles: 1,
      racks: 1,
      shelves: 1,
      location_capacity: 10,
    },
  });
  expect(zone.status(), await zone.text()).toBe(201);
  const zoneId = ((await zone.json()) as { zone: { id: number } }).zone.id;
  const bins = await page.request.get(`/api/warehouse-locations?zone_id=${zoneId}&limit=50`);
  const bin = (
    (await bins.json()) as { locations: { id: number; is_staging: boolean }[] }
  ).locations.find((b) => !b.is_staging)!;
  const serials: string[] = [];
  for (const [product, quantity] of [
    [camera, 3],
    [recorder, 1],
  ] as const) {
    const received = await page.request.post('/api/product-units', {
      data: { product_id: product.id, quantity, location: { warehouse_location_id: bin.id } },
    });
    expect(received.status(), await received.text()).toBe(201);
    const { units } = (await received.json()) as { units: { unit_identifier: string }[] };
    serials.push(...units.map((u) => u.unit_identifier));
  }
  // The monitoring plan the quote carries beside its lines (ADR 0076).
  const planName = `E2E Quote Watch ${tag}`;
  const plan = await page.request.post('/api/admin/plans', {
    data: {
      name: planName,
      description: 'Operators watch the cameras after hours.',
      monitoring: 'video',
      maintenanceVisitsPerYear: 0,
      responseHours: null,
      extendedWarranty: false,
      monthlyPrice: 29.99,
      yearlyPrice: null,
      setupFee: 49,
      minTermMonths: 12,
      taxable: true,
    },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  const hired = await page.request.post('/api/admin/technicians', {
    data: { name: `E2E Tech ${tag}`, workingDays: [1, 2, 3, 4, 5, 6, 7], slotsPerDay: 2 },
  });
  expect(hired.status(), await hired.text()).toBe(201);

  await test.step('a visitor completes the site survey', async () => {
    const context = await browser.newContext();
    const survey = await context.newPage();
    await survey.goto('/survey');
    await survey.getByRole('button', { name: 'Start Survey' }).click();
    await answer(survey, 'What kind of project is this?', { radio: 'New installation' });
    await answer(survey, 'What type of property is it?', { radio: 'Residential' });
    await answer(survey, 'How many buildings need coverage?', { radio: '1 building' });
    await answer(survey, 'Do you need cameras over a point of sale?', { radio: 'No' });
    await answer(survey, 'Where will the cameras be installed?', { checkbox: 'Outdoors' });
    await answer(survey, 'How many cameras would you like in each area?', {
      counts: { 'Entrances and exits': '3' },
    });
    await answer(survey, 'Which camera resolutions would you like?', {
      counts: { 'Not sure': '3' },
    });
    await answer(survey, 'What cabling is already in place?', { checkbox: 'None / not sure' });
    await answer(survey, 'How would you like the cameras to connect?');
    await answer(survey, 'How much detail do you need to see?', { checkbox: 'Detection' });
    await answer(survey, 'What lighting will the cameras see?', { checkbox: 'Daylight' });
    await answer(survey, 'Do you need PTZ (pan-tilt-zoom) cameras?', { radio: 'No' });
    await answer(survey, 'Which lens types would you like?');
    await answer(survey, 'Which focal lengths interest you?');
    await answer(survey, 'How long should recordings be kept?', { radio: 'Not sure' });
    await answer(survey, 'Would you like cloud backup of your recordings?', { radio: 'No' });
    await answer(survey, 'Which smart video analytics interest you?', { checkbox: 'None' });
    await answer(survey, 'Anything else we should know?');
    await answer(survey, 'When would you like the system installed?', {
      radio: 'As soon as possible',
    });
    await expect(
      survey.getByRole('heading', { level: 2, name: 'Where is the site?' }),
    ).toBeVisible();
    await survey.getByLabel(/^Street address/).fill('4200 Quote Lane');
    await survey.getByLabel(/^City/).fill('Las Vegas');
    await survey.getByLabel(/^State/).fill('NV');
    await survey.getByLabel(/^ZIP code/).fill('89101');
    await survey.getByRole('button', { name: 'Next' }).click();
    await expect(
      survey.getByRole('heading', { level: 2, name: 'Where should we send your estimate?' }),
    ).toBeVisible();
    await survey.getByLabel(/^Your name/).fill(fullName);
    await survey.getByLabel(/^E-mail/).fill(visitor.email);
    await survey.getByLabel(/^Phone/).fill('(702) 555-0142');
    await survey.getByRole('button', { name: 'Review Answers' }).click();
    await survey.getByRole('button', { name: 'Submit Survey' }).click();
    await expect(survey.getByText('Thank you! Your site survey has been submitted.')).toBeVisible();
    await expect(survey.getByTestId('estimated-cameras')).toHaveText('3');
    await context.close();
  });

  let quoteNumber = '';
  await test.step('the admin turns the survey into a quote: 3 cameras, a recorder, installation, a monitoring plan', async () => {
    await page.goto('/');
    await openNav(page);
    await page.getByRole('button', { name: ADMIN_MENU }).click();
    await page.getByLabel('Admin').getByRole('link', { name: 'Site Surveys' }).click();
    await page.getByRole('searchbox').fill(visitor.lastName);
    // The search has been applied (the list narrows; the URL says so) before a row is opened.
    await expect(page).toHaveURL(new RegExp(`search=${visitor.lastName}`));
    await page.getByRole('link', { name: `View survey from ${fullName}` }).click();
    await expect(page).toHaveURL(/\/admin\/site-surveys\/\d+$/);
    await page.getByRole('link', { name: 'Create Quote' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Quote' })).toBeVisible();

    // The customer and the site come from the survey.
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(fullName);
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(visitor.email);
    await expect(page.getByLabel('Street')).toHaveValue('4200 Quote Lane');
    await expect(page.getByLabel('City')).toHaveValue('Las Vegas');
    await expect(page.getByLabel('State')).toHaveValue('NV');
    await expect(page.getByLabel('ZIP (sets the tax)')).toHaveValue('89101');

    // The estimate's three cameras ("not sure" of the resolution) start the quote as one line
    // of a catalogue camera; this estimator quotes the shop's own camera instead.
    const lines = page.getByRole('list', { name: 'Quote lines' });
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    const suggested = lines.getByRole('listitem').first();
    await expect(suggested.getByLabel('Qty')).toHaveValue('3');
    await expect(suggested).toContainText(/Camera/);
    await suggested.getByRole('button', { name: /^Remove / }).click();
    await expect(lines.getByRole('listitem')).toHaveCount(0);

    const addProduct = async (name: string, sku: string, quantity: string) => {
      await page.getByLabel('Add a product').fill(sku);
      await page
        .getByLabel('Products found')
        .getByRole('button', { name: new RegExp(name) })
        .click();
      await lines.getByRole('listitem', { name }).getByLabel('Qty').fill(quantity);
    };
    const addLabour = async (name: string, quantity: string) => {
      await page.getByRole('button', { name: new RegExp(`^${name} \\(`) }).click();
      await lines.getByRole('listitem', { name }).getByLabel('Qty').fill(quantity);
    };
    await addProduct(`E2E Quote Camera ${tag}`, camera.sku, '3');
    await addProduct(`E2E Quote Recorder ${tag}`, recorder.sku, '1');
    await addLabour('Camera installation', '3');
    await addLabour('Recorder setup', '1');
    await addLabour('Call-out fee', '1');
    await expect(lines.getByRole('listitem')).toHaveCount(5);
    // Monitoring after the work: billed monthly once the quote is paid.
    const picker = page.getByLabel('Add a plan');
    const option = picker.locator('option', { hasText: planName });
    await picker.selectOption((await option.getAttribute('value'))!);
    await page.getByRole('button', { name: 'Add plan' }).click();
    await expect(page.getByRole('list', { name: 'Quote plans' })).toContainText(planName);
    await expect(page.getByText(/^Then \$3\d\.\d\d\/month/)).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/quotes\/\d+$/);
    const heading = page.getByRole('heading', { level: 1, name: /^Q/ });
    await expect(heading).toBeVisible();
    quoteNumber = (await heading.innerText()).trim();

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Send this quote?' });
    await confirm.getByRole('button', { name: 'Send Quote' }).click();
    await expect(page.getByText(`Quote sent to ${visitor.email}.`)).toBeVisible();
  });

  // The customer's own phone: a new browser at 375 px, nobody signed in.
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const shop = await phone.newPage();
  const phoneErrors: string[] = [];
  shop.on('pageerror', (error) => phoneErrors.push(error.message));
  let orderNumber = '';
  let quoteLink = '';

  await test.step('the customer opens the link on the phone and accepts', async () => {
    const mail = await waitForMail(visitor.email, `Your quote ${quoteNumber}`);
    quoteLink = extractLink(mail.text, '/quote/');
    await shop.goto(quoteLink);
    await expect(shop.getByText(quoteNumber).first()).toBeVisible();
    await expect(shop.getByText(`E2E Quote Camera ${tag}`)).toBeVisible();
    // The plan beside the one-off total: what each month will cost after.
    await expect(shop.getByRole('list', { name: 'Plans' })).toContainText(planName);
    await expect(shop.getByText(/then \$3\d\.\d\d\/month/).first()).toBeVisible();
    await expectFits(shop);
    await shop.getByRole('button', { name: 'Accept quote' }).click();
    await expect(shop.getByText('Sign in or create an account to accept the quote.')).toBeVisible();
    await shop.getByRole('link', { name: 'Create an account' }).click();
  });

  await test.step('registers with the survey details filled in, verifies the address', async () => {
    await expect(shop.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
    await expect(shop.getByLabel('First name')).toHaveValue(visitor.firstName);
    await expect(shop.getByLabel('Last name')).toHaveValue(visitor.lastName);
    await expect(shop.getByLabel('Email')).toHaveValue(visitor.email);
    await expect(shop.getByLabel('Street address')).toHaveValue('4200 Quote Lane');
    await shop.getByRole('textbox', { name: 'Password', exact: true }).fill(visitor.password);
    await shop.getByLabel('Confirm password').fill(visitor.password);
    await shop.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await shop.getByRole('button', { name: 'Create Account' }).click();
    await expect(shop.getByRole('heading', { name: 'Account created' })).toBeVisible();

    const verification = await waitForMail(visitor.email, VERIFY_SUBJECT);
    await shop.goto(extractLink(verification.text, '/verify/'));
    await expect(shop.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
    await shop.getByRole('link', { name: 'Sign In' }).click();
    await shop.getByLabel('Email').fill(visitor.email);
    await shop.getByRole('textbox', { name: 'Password', exact: true }).fill(visitor.password);
    await shop.getByRole('button', { name: 'Sign In', exact: true }).click();
    // The verification link brought the way back: signing in returns to the quote.
    await expect(shop).toHaveURL(`${quoteLink}?accept=1`);
    await expect(shop.getByRole('heading', { name: 'Accept and pay' })).toBeVisible();
    await expectFits(shop);
  });

  await test.step('pays the full amount with the test card', async () => {
    await shop.getByLabel(/^Pay the full/).check();
    await shop.getByLabel('Deliver and install at this address').check();
    await shop.getByRole('button', { name: 'Continue to payment' }).click();
    await shop.getByLabel('Card number').fill('4242 4242 4242 4242');
    await shop.getByLabel('Expiry (MM/YY)').fill('12/34');
    await shop.getByLabel('Security code (CVC)').fill('123');
    await shop.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(
      shop.getByRole('heading', { name: 'Thank you, your quote is accepted' }),
    ).toBeVisible({ timeout: 20_000 });
    orderNumber = (await shop.getByRole('status').locator('strong').first().innerText()).trim();
    expect(orderNumber).toMatch(/^SV-/);
  });

  let bookedAt = '';
  await test.step('books the first free slot of the installation', async () => {
    await shop.getByRole('link', { name: 'Book your installation' }).click();
    await expect(shop).toHaveURL(/\/dashboard\?tab=installations$/);
    const card = shop
      .getByRole('region', { name: 'Your installations' })
      .locator('.card')
      .filter({ hasText: `Order ${orderNumber}` });
    await expect(card.getByText('To book')).toBeVisible();
    // The tab with its "To book" badge passes axe on the phone and on a desktop (the badge's
    // contrast).
    for (const width of [375, 1280]) {
      await shop.setViewportSize({ width, height: 740 });
      expect(await axeViolations(shop), `installations tab at ${width} px`).toEqual([]);
    }
    await shop.setViewportSize({ width: 375, height: 740 });
    await card.getByRole('button', { name: 'Pick a slot' }).click();
    const first = card.getByRole('radio').first();
    await first.check();
    // "Saturday Nov 28, 2026 at 8:00 AM": the day and time as the staff's dialog shows them.
    bookedAt = ((await first.getAttribute('aria-label')) ?? '').replace(/^\w+ /, '');
    expect(bookedAt).toMatch(/^\w{3} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M$/);
    await card.getByRole('button', { name: 'Book this slot' }).click();
    await expect(card.getByText(/Your installation is booked:/)).toBeVisible();
    await expect(card.getByText('Booked', { exact: true })).toBeVisible();
    await expectFits(shop);
  });

  await test.step('the quote started the plan, charged to the card the payment kept', async () => {
    await shop.goto('/dashboard?tab=plans');
    const plans = shop.getByRole('list', { name: 'Your plans' });
    const mine = plans.getByRole('listitem').filter({ hasText: planName });
    await expect(mine).toContainText('Active', { timeout: 20_000 });
    await expectFits(shop);
  });

  await test.step('the admin finds the job on the calendar and completes it', async () => {
    await page.goto('/admin/installations');
    const job = page.getByRole('button', { name: new RegExp(`^Installation ${orderNumber},`) });
    // The booked day is at least two days ahead: this week or a later one.
    const caption = page.locator('caption');
    for (let week = 0; week < 8; week++) {
      const shown = await caption.innerText();
      if ((await job.count()) > 0) break;
      await page.getByRole('button', { name: 'Next week' }).click();
      await expect(caption).not.toHaveText(shown);
    }
    await job.click();
    const dialog = page.getByRole('dialog', { name: `Installation · ${orderNumber}` });
    // The server picks the technician (ours, or another journey's with the same slot free).
    await expect(dialog).toContainText(`${bookedAt} with `);
    await expect(dialog).toContainText(fullName);
    await dialog.getByRole('button', { name: 'Complete' }).click();
    // The slot is at least two days ahead: completing it now takes a reason, the slot named.
    const early = dialog.getByRole('group', { name: 'Complete before the slot' });
    await expect(early).toContainText(`This job’s slot starts `);
    await expect(early).toContainText(`${bookedAt}. Give a reason to complete it early.`);
    const markDone = dialog.getByRole('button', { name: 'Mark as done' });
    await expect(markDone).toBeDisabled();
    await early.getByLabel('Reason for completing early').fill(`Installed on delivery ${tag}`);
    await dialog.getByLabel('Technician’s notes').fill(`Three cameras and the recorder ${tag}.`);
    await expectFits(page);
    await markDone.click();
    await expect(dialog.getByText('Installation completed.')).toBeVisible();
    await expect(dialog).toContainText(`Completed before its slot: Installed on delivery ${tag}`);
    await expect(dialog).toContainText(`Three cameras and the recorder ${tag}.`);
    for (const serial of serials) await expect(dialog).toContainText(`${serial} · installed`);
  });

  await test.step('the order is completed and its four units installed', async () => {
    await page.goto(`/admin/orders?search=${orderNumber}`);
    await expect(page.getByRole('row').filter({ hasText: orderNumber })).toContainText('Completed');
    // The product units screen: each of the order's units, by its serial, is installed.
    for (const [product, own] of [
      [camera, serials.slice(0, 3)],
      [recorder, serials.slice(3)],
    ] as const) {
      await page.goto(`/admin/productunits?search=${encodeURIComponent(product.sku)}`);
      const rows = page.getByRole('row').filter({ hasText: orderNumber });
      await expect(rows).toHaveCount(own.length);
      for (const serial of own) {
        await expect(rows.filter({ has: page.getByText(serial, { exact: true }) })).toContainText(
          'Installed',
        );
      }
    }
  });

  await test.step('the customer finds the installed equipment under My devices, with its warranty', async () => {
    // A quote's order holds units as a shop order does, so what was installed is the
    // customer's, each serial with the term its product is sold with (one year here).
    await shop.goto('/dashboard?tab=devices');
    for (const serial of serials) {
      const device = shop
        .getByRole('article')
        .filter({ has: shop.getByText(serial, { exact: true }) });
      await expect(device).toContainText('Installed');
      await expect(device).toContainText(/1 year, until /);
    }
  });
  expect(phoneErrors, 'uncaught errors on the phone').toEqual([]);
  await phone.close();
});
