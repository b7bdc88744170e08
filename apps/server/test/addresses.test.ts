import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES, US_STATES } from '@shop/contract';
import { createTestApp, type TestApp } from './helpers.ts';
import { createOrder, pricedProducts, type FixtureProduct } from './order-fixtures.ts';

type Person = { id: number; email: string; cookie: string };

/**
 * Addresses that save: one country vocabulary in registration, the profile, the admin
 * user form, the checkout and the database; every state and DC; a Canadian customer's profile.
 */
describe('addresses: one vocabulary from registration to checkout', () => {
  let t: TestApp;
  let admin: Person;
  let products: FixtureProduct[];

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    products = await pricedProducts(t);
    admin = await t.createStaff('admin');
  });
  afterAll(() => t.close());

  const TEXAS = {
    address: '1 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    country: 'United States',
  };
  const CANADA = {
    address: '24 Sussex Dr',
    city: 'Ottawa',
    state: 'ON',
    zipCode: 'K1M 1M4',
    country: 'Canada',
  };

  const withCart = async (who: Person) => {
    const added = await t.call('POST', '/api/cart/add', who, {
      productId: products[0]!.id,
      packageId: products[0]!.packageId,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
  };
  const startPayment = (who: Person, shippingAddress: unknown) =>
    t.json('POST', '/api/create-payment-intent', who, { shippingAddress });

  it('registers a customer in every state and DC; an invented state is refused', async () => {
    expect(Object.keys(US_STATES)).toHaveLength(51);
    // Through the API for a few; the schema's list holds the rest (auth.test.ts).
    for (const [state, zipCode] of [
      ['TX', '78701'],
      ['DC', '20500'],
      ['AK', '99501'],
      ['wy', '82001'],
    ]) {
      const { response } = await t.register({ state, zipCode });
      expect(response.statusCode, `${state}: ${response.body}`).toBe(201);
    }
    const [row] = await t.query<{ state: string; country: string }>(
      sql`select state, country from users where zip_code = '82001'`,
    );
    expect(row).toEqual({ state: 'WY', country: 'United States' });
    for (const [state, message] of [
      ['ZZ', 'Choose a US state or DC from the list'],
      ['PR', 'Choose a US state or DC from the list'],
      ['Texas', 'State must be a 2-letter code'],
    ]) {
      const { response } = await t.register({ state });
      expect(response.statusCode, state).toBe(400);
      expect(response.json().errors.state, state).toBe(message);
    }
    const wrongProvince = await t.register({ ...CANADA, state: 'TX' });
    expect(wrongProvince.response.json().errors.state).toBe(
      'Choose a Canadian province or territory from the list',
    );
  });

  it('a Texan reaches the payment with the address registration saved', async () => {
    const texan = await t.signUp(TEXAS);
    await withCart(texan);
    const saved = (await t.call('GET', '/api/customer/addresses', texan)).json().addresses.shipping;
    expect(saved).toEqual(TEXAS);
    const intent = await startPayment(texan, saved);
    expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  });

  it('checkout says plainly that the shop ships within the United States', async () => {
    const buyer = await t.signUp();
    await withCart(buyer);
    for (const country of ['Canada', 'CA', 'Mexico']) {
      const abroad = await startPayment(buyer, { ...CANADA, country });
      expect(abroad.status, country).toBe(400);
      expect(abroad.body.error, country).toBe(CHECKOUT_MESSAGES.usOnly);
    }
    const invented = await startPayment(buyer, { ...TEXAS, state: 'ZZ' });
    expect(invented.status).toBe(400);
    expect(invented.body.error).toBe('Choose a US state or DC from the list');
    // The spec's own spelling of the country is the same country.
    expect((await startPayment(buyer, { ...TEXAS, country: 'US' })).status).toBe(200);
  });

  it('a Canadian keeps a Canadian profile: phone, postal code and address all save', async () => {
    const canadian = await t.signUp(CANADA);
    const put = (body: object) => t.json('PUT', '/api/customer/profile', canadian, body);
    const phone = await put({ phone: '(613) 555-0199' });
    expect(phone.status, JSON.stringify(phone.body)).toBe(200);
    expect(phone.body).toMatchObject({
      profile: { phone: '(613) 555-0199', country: 'Canada', zipCode: 'K1M 1M4', state: 'ON' },
    });
    const moved = await put({ city: 'Toronto', zipCode: 'm5v 2t6' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({
      profile: { city: 'Toronto', zipCode: 'M5V 2T6', country: 'Canada' },
    });
    // A Canadian postal code is not a US ZIP code, nor is a US state a province.
    const mixed = await put({ country: 'United States' });
    expect(mixed.status).toBe(400);
    expect(mixed.body).toMatchObject({
      errors: {
        state: 'Choose a US state or DC from the list',
        zipCode: 'Invalid ZIP code format',
      },
    });
    const unknown = await put({ country: 'Atlantis' });
    expect(unknown.status).toBe(400);
    expect((unknown.body as { errors: Record<string, string> }).errors.country).toBe(
      'Country must be United States or Canada',
    );
    // The checkout refuses the Canadian address with its reason, not a ZIP error.
    await withCart(canadian);
    const saved = (await t.call('GET', '/api/customer/addresses', canadian)).json().addresses;
    expect(saved.shipping.country).toBe('Canada');
    const paying = await startPayment(canadian, saved.shipping);
    expect(paying.body.error).toBe(CHECKOUT_MESSAGES.usOnly);
    // The saved-address editor takes what registration took.
    const billing = await t.json('PUT', '/api/customer/addresses', canadian, {
      billing: {
        address: '1 Rue Principale',
        city: 'Montreal',
        state: 'qc',
        zipCode: 'H2X 1Y4',
        country: 'Canada',
      },
    });
    expect(billing.status, JSON.stringify(billing.body)).toBe(200);
  });

  it('a phone number changes without a full address, and never rewrites the saved one', async () => {
    // An account with no address at all (an admin made it), and one whose saved address the
    // shop would no longer take: neither stops a change of phone number.
    const noAddress = await t.signUp();
    await t.query(sql`update users set address = null, city = null, state = null,
      zip_code = null where id = ${noAddress.id}`);
    const first = await t.json('PUT', '/api/customer/profile', noAddress, { phone: '7025550100' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const odd = await t.signUp();
    await t.query(sql`update users set state = 'Nevada', country = 'UK' where id = ${odd.id}`);
    const second = await t.json('PUT', '/api/customer/profile', odd, { phone: '7025550101' });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const [row] = await t.query<{ state: string; country: string; phone: string }>(
      sql`select state, country, phone from users where id = ${odd.id}`,
    );
    expect(row).toEqual({ state: 'Nevada', country: 'UK', phone: '7025550101' });
  });

  it('the admin user form keeps Canada as Canada and the United States as such', async () => {
    const person = await t.signUp(CANADA);
    const url = `/api/admin/users/${person.id}`;
    const form = (address: object) => ({
      firstName: 'Pat',
      lastName: 'Customer',
      email: person.email,
      role: 'customer',
      status: 'active',
      address: {
        street: '24 Sussex Dr',
        city: 'Ottawa',
        state: 'ON',
        zipCode: 'K1M 1M4',
        ...address,
      },
    });
    const loaded = (await t.call('GET', url, admin)).json().user;
    expect(loaded.address.country).toBe('Canada');
    const saved = await t.json('PUT', url, admin, form({ country: loaded.address.country }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body as { user: { address: { country: string } } }).user.address.country).toBe(
      'Canada',
    );
    const [row] = await t.query<{ country: string }>(
      sql`select country from users where id = ${person.id}`,
    );
    expect(row!.country).toBe('Canada');

    // Moved to Texas: stored as "United States", and the checkout takes the saved address.
    const texas = { street: '1 Congress Ave', city: 'Austin', state: 'tx', zipCode: '78701' };
    for (const country of ['United States', 'US']) {
      const moved = await t.json('PUT', url, admin, form({ ...texas, country }));
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      const [stored] = await t.query<{ country: string; state: string }>(
        sql`select country, state from users where id = ${person.id}`,
      );
      expect(stored).toEqual({ country: 'United States', state: 'TX' });
    }
    const shopper = { ...person, cookie: await t.sessionFor(person.id) };
    await withCart(shopper);
    const addresses = (await t.call('GET', '/api/customer/addresses', shopper)).json().addresses;
    expect((await startPayment(shopper, addresses.shipping)).status).toBe(200);

    // What the shop cannot take is refused, never turned into something else.
    for (const [address, field, message] of [
      [{ country: 'UK' }, 'address.country', 'Choose a country from the list'],
      [{ country: 'OTHER' }, 'address.country', 'Choose a country from the list'],
      [
        { ...texas, state: 'ZZ', country: 'United States' },
        'address.state',
        'Choose a US state or DC from the list',
      ],
      [
        { ...texas, zipCode: 'K1M 1M4', country: 'United States' },
        'address.zipCode',
        'Invalid ZIP code format',
      ],
    ] as const) {
      const refused = await t.json('PUT', url, admin, form(address));
      expect(refused.status, JSON.stringify(address)).toBe(400);
      expect((refused.body as { errors: Record<string, string> }).errors[field]).toBe(message);
    }
  });

  it('migration 0026 repairs the countries rows were saved with', async () => {
    const rows = [
      ['US', '89101', 'US', null, 'United States', 'United States'],
      ['usa', '89101', null, null, 'United States', null],
      ['U.S.A.', '89101', 'united states of america', '89501', 'United States', 'United States'],
      ['CA', 'K1A 0B6', 'CAN', 'K1A 0B6', 'Canada', 'Canada'],
      // The admin form saved a Canadian as "US": the postal code tells.
      ['US', 'K1A 0B6', 'US', 'h2x1y4', 'Canada', 'Canada'],
      ['United States', 'M5V 2T6', null, null, 'Canada', null],
      ['United States', '78701', 'Canada', 'K1A 0B6', 'United States', 'Canada'],
      // Not a country of the shop: kept as it was, for a person to choose.
      ['UK', 'SW1A 1AA', 'OTHER', null, 'UK', 'OTHER'],
    ] as const;
    const ids: number[] = [];
    for (const [country, zip, billingCountry, billingZip] of rows) {
      const person = await t.signUp();
      await t.query(sql`update users set country = ${country}, zip_code = ${zip},
        billing_country = ${billingCountry}, billing_zip_code = ${billingZip}
        where id = ${person.id}`);
      ids.push(person.id);
    }
    const migration = readFileSync(
      new URL('../../../packages/db/migrations/0026_one_country_vocabulary.sql', import.meta.url),
      'utf8',
    );
    // An order's bill-to snapshot, copied from an account before the repair, is repaired too.
    const buyer = await t.signUp();
    const snapshots: [string, string, string][] = [
      ['US', '89101', 'United States'],
      ['US', 'K1A 0B6', 'Canada'],
      ['Canada', 'K1A 0B6', 'Canada'],
      ['UK', 'SW1A 1AA', 'UK'],
    ];
    const orderIds: number[] = [];
    for (const [country, zip] of snapshots) {
      const made = await createOrder(t, {
        customer: { id: buyer.id, email: buyer.email },
        lines: [{ product: products[0]!, quantity: 1 }],
      });
      await t.query(sql`update orders set bill_to_country = ${country}, bill_to_zip_code = ${zip}
        where id = ${made.id}`);
      orderIds.push(made.id);
    }
    for (const statement of migration.split('--> statement-breakpoint')) {
      await t.query(sql.raw(statement));
    }
    for (const [i, [, , expected]] of snapshots.entries()) {
      const [row] = await t.query<{ bill_to_country: string }>(
        sql`select bill_to_country from orders where id = ${orderIds[i]!}`,
      );
      expect(row!.bill_to_country, JSON.stringify(snapshots[i])).toBe(expected);
    }
    for (const [i, [, , , , country, billingCountry]] of rows.entries()) {
      const [row] = await t.query<{ country: string; billing_country: string | null }>(
        sql`select country, billing_country from users where id = ${ids[i]!}`,
      );
      expect(row, JSON.stringify(rows[i])).toEqual({ country, billing_country: billingCountry });
    }
  });
});
