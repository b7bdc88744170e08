import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LEAD_MESSAGES } from '@shop/contract';
import { estimateSurvey } from '../src/modules/leads/survey-estimate.ts';
import { createTestApp, type CallArgs, type TestApp } from './helpers.ts';
import { contactForm, seedStaffLeads, surveyForm } from './lead-fixtures.ts';

const XSS = '<script>alert("x")</script><img src=x onerror=alert(1)>';

const contact = contactForm;

const survey = surveyForm;

describe('leads: the public forms', () => {
  let t: TestApp;
  let admin: { id: number; email: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createStaff('admin');
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: unknown) => t.call('POST', url, undefined, payload);
  const getAsAdmin = (url: string) => t.call('GET', url, admin);
  const mailsTo = (address: string) =>
    t.query<{ kind: string; subject: string; text_body: string; html_body: string }>(
      sql`select kind, subject, text_body, html_body from mail_outbox where to_address = ${address} order by id`,
    );

  it('POST /api/contact stores exactly what was sent and answers its id', async () => {
    const res = await post('/api/contact', contact({ subject: XSS, message: `${XSS}\nLine two` }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { id: number; message: string };
    expect(body.message).toMatch(/Thank you for your message!.*24 hours/);

    const detail = await getAsAdmin(`/api/admin/contact-requests/${body.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().contactRequest).toMatchObject({
      id: body.id,
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      phone: '(702) 555-0142',
      subject: XSS,
      message: `${XSS}\nLine two`,
      property_type: 'commercial',
      service_type: 'cctv',
      status: 'new',
      priority: 'normal',
      assigned_user_id: null,
      assigned_user_name: null,
      responded_at: null,
    });
    expect(detail.json().notes).toEqual([]);
  });

  it('mails the visitor a summary and the admins what was sent with a link to the request', async () => {
    const email = 'mail-check@example.com';
    const res = await post('/api/contact', contact({ email, message: 'Call me <b>after 5</b>' }));
    const { id } = res.json() as { id: number };
    const [toVisitor] = await mailsTo(email);
    expect(toVisitor!.kind).toBe('contact_confirmation');
    expect(toVisitor!.text_body).toContain('within 24 hours');
    // The visitor's own text is not sent back to the address typed.
    expect(toVisitor!.text_body).not.toContain('after 5');
    const staff = (await mailsTo(admin.email)).filter((m) => m.kind === 'contact_staff');
    expect(staff.at(-1)!.text_body).toContain(`/admin/contact-requests/${id}`);
    expect(staff.at(-1)!.text_body).toContain('Call me <b>after 5</b>');
    // In HTML the customer's text is escaped, never markup.
    expect(staff.at(-1)!.html_body).toContain('Call me &lt;b&gt;after 5&lt;/b&gt;');
  });

  it('refuses a contact request without name, e-mail or message, with the spec texts', async () => {
    const res = await post('/api/contact', { name: '  ', email: 'not-an-address', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: 'Name is required',
      email: 'Valid email is required',
      message: 'Message is required',
    });
    const missing = await post('/api/contact', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['name', 'email', 'message']);
  });

  it('bounds every text and checks the lists; unknown fields change nothing', async () => {
    const long = await post('/api/contact', contact({ message: 'x'.repeat(5001) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.message).toBe('Message must be at most 5000 characters');
    const subject = await post('/api/contact', contact({ subject: 's'.repeat(201) }));
    expect(subject.json().errors.subject).toMatch(/at most 200/);
    const service = await post('/api/contact', contact({ serviceType: 'hacking' }));
    expect(service.statusCode).toBe(400);
    expect(service.json().errors.serviceType).toBe('Choose a service from the list');
    const control = await post('/api/contact', contact({ name: 'Null\u0000Byte' }));
    expect(control.statusCode).toBe(400);

    const sneaky = await post(
      '/api/contact',
      contact({ status: 'closed', priority: 'urgent', assigned_user_id: admin.id, id: 1 }),
    );
    expect(sneaky.statusCode).toBe(201);
    const { id } = sneaky.json() as { id: number };
    expect(id).not.toBe(1);
    const stored = (await getAsAdmin(`/api/admin/contact-requests/${id}`)).json().contactRequest;
    expect(stored).toMatchObject({ status: 'new', priority: 'normal', assigned_user_id: null });
  });

  it('defaults the property type to residential', async () => {
    const res = await post('/api/contact', {
      name: 'Lee',
      email: 'lee@example.com',
      message: 'Hi',
      propertyType: '',
    });
    const { id } = res.json() as { id: number };
    const stored = (await getAsAdmin(`/api/admin/contact-requests/${id}`)).json().contactRequest;
    expect(stored).toMatchObject({ property_type: 'residential', service_type: null, phone: null });
  });

  it('POST /api/site-survey stores every answer and answers the estimate', async () => {
    const payload = survey({ notes: XSS });
    const res = await post('/api/site-survey', payload);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as {
      surveyId: number;
      estimatedCameras: number;
      estimatedValue: number;
    };
    const expected = estimateSurvey({
      cameraLocations: payload.cameraLocations as never,
      cameraResolutions: payload.cameraResolutions as never,
      lensTypes: payload.lensTypes as never,
      ptzCameras: 'yes',
      ptzCount: 2,
      buildingCount: 2,
      buildingDistanceFeet: 300,
      storage: '30-45',
      cloudRecording: 'yes',
      analytics: ['motion', 'license'],
      lightingConditions: ['daylight', 'nighttime'],
      timeframe: 'asap',
    });
    expect(body.estimatedCameras).toBe(9);
    expect(body).toMatchObject({
      estimatedCameras: expected.estimatedCameras,
      estimatedValue: expected.estimatedValue,
    });

    const stored = (await getAsAdmin(`/api/admin/site-surveys/${body.surveyId}`)).json().survey;
    expect(stored).toMatchObject({
      id: body.surveyId,
      customer_name: 'Sam Ortega',
      customer_email: 'sam@example.com',
      customer_phone: '702-555-0100',
      customer_company: 'Ortega Logistics',
      property_type: 'commercial',
      survey_type: 'new',
      building_count: 2,
      building_distance: 300,
      point_of_sale: 'yes',
      application: ['indoors', 'outdoors'],
      camera_locations: payload.cameraLocations,
      other_locations: 'Roof access hatch',
      camera_resolutions: payload.cameraResolutions,
      infrastructure: ['ethernet'],
      transmission_methods: ['ethernet', 'wireless'],
      viewing_types: ['recognition'],
      lighting_conditions: ['daylight', 'nighttime'],
      nighttime_recording: 'ir',
      ptz_cameras: 'yes',
      ptz_count: 2,
      lens_types: payload.lensTypes,
      focal_lengths: ['2.8mm', '4mm'],
      storage_requirements: '30-45',
      cloud_recording: 'yes',
      analytics: ['motion', 'license'],
      notes: XSS,
      timeframe: 'asap',
      estimated_cameras: expected.estimatedCameras,
      estimated_value: expected.estimatedValue,
      complexity_score: expected.complexityScore,
      priority: 'urgent',
      status: 'new',
    });
    const mails = await mailsTo('sam@example.com');
    expect(mails.at(-1)!.kind).toBe('survey_confirmation');
    expect(mails.at(-1)!.text_body).toContain('24-48 hours');
  });

  it('drops answers to the questions the wizard skips', async () => {
    const res = await post(
      '/api/site-survey',
      survey({
        buildingCount: 1,
        buildingDistance: 900,
        cameraLocations: { entranceExit: 2 },
        otherLocations: 'ignored',
        lightingConditions: ['daylight'],
        nighttimeRecording: 'cnv',
        ptzCameras: 'no',
        ptzCount: 7,
        timeframe: 'future',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { surveyId } = res.json() as { surveyId: number };
    const stored = (await getAsAdmin(`/api/admin/site-surveys/${surveyId}`)).json().survey;
    expect(stored).toMatchObject({
      building_count: 1,
      building_distance: null,
      other_locations: null,
      nighttime_recording: null,
      ptz_count: 0,
      priority: 'low',
      camera_locations: {
        entranceExit: 2,
        parkingLot: 0,
        perimeter: 0,
        hallways: 0,
        exterior: 0,
        other: 0,
      },
    });
  });

  it('refuses counts that are not whole numbers from 0 to 500 and options not in the lists', async () => {
    for (const bad of [501, -1, 1.5, 'many']) {
      const res = await post('/api/site-survey', survey({ cameraLocations: { parkingLot: bad } }));
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().errors['cameraLocations.parkingLot']).toBe(
        'Counts must be whole numbers from 0 to 500',
      );
    }
    const ptz = await post('/api/site-survey', survey({ ptzCount: 10_000 }));
    expect(ptz.statusCode).toBe(400);
    const cases: [string, unknown][] = [
      ['surveyType', 'demolish'],
      ['propertyType', 'castle'],
      ['buildingCount', 5],
      ['timeframe', 'yesterday'],
      ['storage', '90'],
      ['analytics', ['motion', 'mind-reading']],
      ['focalLengths', ['50mm']],
      ['customerEmail', 'nope'],
      ['customerName', ''],
      ['notes', 'n'.repeat(5001)],
    ];
    for (const [field, value] of cases) {
      const res = await post('/api/site-survey', survey({ [field]: value }));
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors).join(','), field).toContain(field);
    }
    // The wizard's count rules hold on the server too.
    const noCameras = await post(
      '/api/site-survey',
      survey({ cameraLocations: { parkingLot: 0 }, cameraResolutions: {}, ptzCameras: 'no' }),
    );
    expect(noCameras.statusCode).toBe(400);
    expect(noCameras.json().errors.cameraLocations).toBe(
      'Tell us how many cameras you need in at least one area',
    );
    const ptzWithoutCount = await post(
      '/api/site-survey',
      survey({ ptzCameras: 'yes', ptzCount: 0 }),
    );
    expect(ptzWithoutCount.statusCode).toBe(400);
    expect(ptzWithoutCount.json().errors.ptzCount).toBe('Tell us how many PTZ cameras you need');

    const required = await post('/api/site-survey', {});
    expect(required.json().errors).toMatchObject({
      customerName: 'Your name is required',
      customerEmail: 'A valid e-mail address is required',
      timeframe: 'Choose a timeframe',
    });
  });

  it("keeps the survey's optional site address, whole and in the shop's address words, or refuses it with the field named", async () => {
    const getSurvey = async (id: number) =>
      (await getAsAdmin(`/api/admin/site-surveys/${id}`)).json().survey as Record<string, unknown>;
    const sent = await post(
      '/api/site-survey',
      survey({
        siteAddress: {
          address: ' 1200 Industrial Rd ',
          city: 'Las Vegas',
          state: 'nv',
          zipCode: '89102',
        },
      }),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    // Staff are told where the site is; the visitor's confirmation repeats nothing typed.
    const staffMail = (await mailsTo(admin.email)).filter((m) => m.kind === 'survey_staff').at(-1)!;
    expect(staffMail.text_body).toContain('1200 Industrial Rd, Las Vegas, NV 89102');
    const [confirmation] = await t.query<{ text_body: string }>(sql`
      select text_body from mail_outbox where kind = 'survey_confirmation' order by id desc limit 1`);
    expect(confirmation!.text_body).not.toContain('Industrial');
    expect(await getSurvey(sent.json().surveyId)).toMatchObject({
      site_address: '1200 Industrial Rd',
      site_city: 'Las Vegas',
      site_state: 'NV',
      site_zip_code: '89102',
    });
    const none = await post('/api/site-survey', survey({ siteAddress: null }));
    expect(await getSurvey(none.json().surveyId)).toMatchObject({
      site_address: null,
      site_city: null,
      site_state: null,
      site_zip_code: null,
    });
    const site = { address: '1 Main St', city: 'Reno', state: 'NV', zipCode: '89501' };
    const refused: [object, string, string][] = [
      [
        { ...site, city: '', zipCode: '' },
        'siteAddress.city',
        'Please fill in the rest of the site address: city, ZIP code',
      ],
      [{ ...site, state: 'XX' }, 'siteAddress.state', 'Choose a US state or DC from the list'],
      [
        { ...site, zipCode: '8950' },
        'siteAddress.zipCode',
        'Please enter a valid ZIP code (12345 or 12345-6789)',
      ],
      [
        { ...site, country: 'Canada', state: 'ON', zipCode: 'K1A 0B1' },
        'siteAddress.country',
        'We survey sites within the United States only',
      ],
    ];
    for (const [siteAddress, field, message] of refused) {
      const res = await post('/api/site-survey', survey({ siteAddress }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], field).toBe(message);
    }
  });

  // The forms are not a mail relay.
  const mails = (kind: string, address: string) =>
    t.query<{ subject: string; text_body: string; html_body: string }>(
      sql`select subject, text_body, html_body from mail_outbox
        where kind = ${kind} and to_address = ${address} order by id`,
    );
  const count = async (table: 'contact_requests' | 'site_surveys') =>
    (await t.query<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;
  const SPAM = 'Cheap pills at https://spam.example/buy and www.spam.example';

  it('the contact confirmation is a link-free summary; staff get everything that was sent', async () => {
    const email = 'relay-contact@example.com';
    const res = await post(
      '/api/contact',
      contact({ email, subject: SPAM, message: SPAM, serviceType: 'alarms' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: number };
    const [confirmation] = await mails('contact_confirmation', email);
    for (const part of [confirmation!.subject, confirmation!.text_body, confirmation!.html_body]) {
      expect(part).not.toMatch(/spam|pills|https?:|www\./i);
    }
    expect(confirmation!.html_body).not.toMatch(/<a\s/i);
    expect(confirmation!.text_body).toContain('Dana Whitfield');
    expect(confirmation!.text_body).toContain(`#${id}`);
    expect(confirmation!.text_body).toContain('Alarm Systems');
    const staff = (await mails('contact_staff', admin.email)).at(-1);
    expect(staff!.text_body).toContain(SPAM);
    expect(staff!.text_body).toContain(`/admin/contact-requests/${id}`);
  });

  it('a name that carries a link is not repeated to the address typed', async () => {
    const email = 'relay-name@example.com';
    await post('/api/contact', contact({ email, name: 'Visit spam.example/now' }));
    await post(
      '/api/site-survey',
      survey({ customerEmail: email, customerName: 'http://x.example' }),
    );
    for (const kind of ['contact_confirmation', 'survey_confirmation']) {
      const [mail] = await mails(kind, email);
      expect(mail!.text_body, kind).toMatch(/^Hello,/);
      expect(`${mail!.text_body}${mail!.html_body}`, kind).not.toMatch(/example|http/);
    }
  });

  it('the survey confirmation leaves out the notes; staff get them', async () => {
    const email = 'relay-survey@example.com';
    const res = await post('/api/site-survey', survey({ customerEmail: email, notes: SPAM }));
    const { surveyId } = res.json() as { surveyId: number };
    const [confirmation] = await mails('survey_confirmation', email);
    expect(`${confirmation!.text_body}${confirmation!.html_body}`).not.toMatch(
      /spam|pills|https?:|www\./i,
    );
    expect(confirmation!.html_body).not.toMatch(/<a\s/i);
    expect(confirmation!.text_body).toContain(`#${surveyId}`);
    expect(confirmation!.text_body).toContain('New installation');
    const staff = await mails('survey_staff', admin.email);
    expect(staff.at(-1)!.text_body).toContain(SPAM);
  });

  it('sends at most 3 confirmations a day to one address; every lead is still kept and announced', async () => {
    const before = {
      contacts: await count('contact_requests'),
      surveys: await count('site_surveys'),
    };
    const staffBefore = (await mails('contact_staff', admin.email)).length;
    const address = 'cap@example.com';
    // The address as typed, in any case: one recipient.
    for (const email of ['cap@example.com', 'Cap@Example.com', ' CAP@example.com ']) {
      expect((await post('/api/contact', contact({ email }))).statusCode).toBe(201);
    }
    for (let i = 0; i < 2; i++) {
      expect((await post('/api/contact', contact({ email: address }))).statusCode).toBe(201);
      const res = await post('/api/site-survey', survey({ customerEmail: address }));
      expect(res.statusCode).toBe(201);
    }
    const confirmations = await t.query<{ n: number }>(
      sql`select count(*)::int as n from mail_outbox
        where kind in ('contact_confirmation', 'survey_confirmation')
          and lower(trim(to_address)) = ${address}`,
    );
    expect(confirmations[0]!.n).toBe(3);
    expect(await count('contact_requests')).toBe(before.contacts + 5);
    expect(await count('site_surveys')).toBe(before.surveys + 2);
    expect((await mails('contact_staff', admin.email)).length).toBe(staffBefore + 5);
    // Another address is not held back by this one.
    await post('/api/contact', contact({ email: 'not-capped@example.com' }));
    expect(await mails('contact_confirmation', 'not-capped@example.com')).toHaveLength(1);
  });

  it('a filled honeypot answers the usual success but keeps nothing and mails nobody', async () => {
    const before = {
      contacts: await count('contact_requests'),
      surveys: await count('site_surveys'),
      mail: (await t.query<{ n: number }>(sql`select count(*)::int as n from mail_outbox`))[0]!.n,
    };
    const bot = 'bot@example.com';
    const res = await post(
      '/api/contact',
      contact({ email: bot, website: 'https://spam.example' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { success: boolean; id: number; message: string };
    expect(body.success).toBe(true);
    expect(body.id).toBeGreaterThan(0);
    expect(body.message).toBe(LEAD_MESSAGES.contactSent);
    const surveyed = await post(
      '/api/site-survey',
      survey({ customerEmail: bot, website: 'https://spam.example' }),
    );
    expect(surveyed.statusCode, surveyed.body).toBe(201);
    expect(surveyed.json()).toMatchObject({ success: true, estimatedCameras: 9 });
    expect(await count('contact_requests')).toBe(before.contacts);
    expect(await count('site_surveys')).toBe(before.surveys);
    const [mail] = await t.query<{ n: number }>(sql`select count(*)::int as n from mail_outbox`);
    expect(mail!.n).toBe(before.mail);
    // An empty honeypot is a person: kept and mailed as usual.
    const person = await post(
      '/api/contact',
      contact({ email: 'person@example.com', website: '' }),
    );
    expect(person.statusCode).toBe(201);
    expect(await count('contact_requests')).toBe(before.contacts + 1);
  });
});

describe('leads: the staff address', () => {
  it('sends the staff mail to STAFF_EMAIL instead of the admins when it is set', async () => {
    const other = await createTestApp({ env: { STAFF_EMAIL: 'leads@shop.example.com' } });
    try {
      const someAdmin = await other.createStaff('admin');
      await other.inject({ method: 'POST', url: '/api/site-survey', payload: survey() });
      const to = await other.query<{ to_address: string; kind: string }>(
        sql`select to_address, kind from mail_outbox where kind like 'survey%' order by id`,
      );
      expect(to).toEqual([
        { to_address: 'sam@example.com', kind: 'survey_confirmation' },
        { to_address: 'leads@shop.example.com', kind: 'survey_staff' },
      ]);
      expect(to.map((m) => m.to_address)).not.toContain(someAdmin.email);
    } finally {
      await other.close();
    }
  });
});

describe('leads: rate limits', () => {
  it('answers 429 with a clear message after ten requests from one address', async () => {
    const t = await createTestApp({ rateLimits: 'default' });
    try {
      for (let i = 0; i < 10; i++) {
        const ok = await t.inject({ method: 'POST', url: '/api/contact', payload: contact() });
        expect(ok.statusCode).toBe(201);
      }
      const limited = await t.inject({ method: 'POST', url: '/api/contact', payload: contact() });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatch(/You have sent several requests in a short time/);
      const [count] = await t.query<{ n: number }>(
        sql`select count(*)::int as n from contact_requests`,
      );
      expect(count!.n).toBe(10);
      // The survey has its own allowance.
      const other = await t.inject({ method: 'POST', url: '/api/site-survey', payload: survey() });
      expect(other.statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});

describe('leads: the staff calls', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  let manager: { id: number; cookie: string };
  let reportsOnly: { id: number; cookie: string };
  let customer: { id: number; cookie: string };
  let contactIds: number[];
  let surveyIds: number[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createStaff('admin');
    manager = await t.createStaff('manager', { canManageOrders: true });
    reportsOnly = await t.createStaff('manager', { canViewReports: true });
    customer = await t.signUp();
    ({ contactIds, surveyIds } = await seedStaffLeads(t));
  });
  afterAll(async () => t.close());

  it('lets only admins and managers allowed to manage orders in, on every call', async () => {
    const c = 999_999;
    const calls: [CallArgs[0], string, unknown?][] = [
      ['GET', '/api/admin/contact-requests'],
      ['GET', '/api/admin/contact-requests/stats'],
      ['GET', '/api/admin/contact-requests/export'],
      ['GET', `/api/admin/contact-requests/${c}`],
      ['PUT', `/api/admin/contact-requests/${c}`, { status: 'closed' }],
      ['DELETE', `/api/admin/contact-requests/${c}`],
      ['PUT', '/api/admin/contact-requests/bulk-status', { ids: [c], status: 'closed' }],
      ['POST', '/api/admin/contact-requests/bulk-delete', { ids: [c] }],
      ['GET', '/api/admin/site-surveys'],
      ['GET', '/api/admin/site-surveys/stats'],
      ['GET', '/api/admin/site-surveys/export'],
      ['GET', `/api/admin/site-surveys/${c}`],
      ['PUT', `/api/admin/site-surveys/${c}`, { status: 'closed' }],
      ['DELETE', `/api/admin/site-surveys/${c}`],
      ['PUT', '/api/admin/site-surveys/bulk-status', { ids: [c], status: 'closed' }],
      ['POST', '/api/admin/site-surveys/bulk-delete', { ids: [c] }],
      ['GET', '/api/admin/staff'],
      ['GET', '/api/admin/leads/new-counts'],
    ];
    for (const [method, url, payload] of calls) {
      const visitor = await t.call(method, url, undefined, payload);
      expect(visitor.statusCode, `${method} ${url} visitor`).toBe(401);
      for (const who of [customer, reportsOnly]) {
        const res = await t.call(method, url, who.cookie, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.body).not.toContain('example.com');
      }
      for (const who of [admin, manager]) {
        const res = await t.call(method, url, who.cookie, payload);
        expect([200, 404], `${method} ${url} ${res.body}`).toContain(res.statusCode);
      }
    }
  });

  it('updates only the fields sent; responded_at is stamped once; bad values are refused', async () => {
    const id = contactIds[1]!;
    const url = `/api/admin/contact-requests/${id}`;
    const responded = await t.call('PUT', url, admin.cookie, { status: 'responded' });
    expect(responded.statusCode).toBe(200);
    const first = responded.json().contactRequest;
    expect(first.status).toBe('responded');
    expect(first.responded_at).not.toBeNull();
    expect(first.priority).toBe('normal');

    const more = await t.call('PUT', url, admin.cookie, {
      status: 'in_progress',
      priority: 'urgent',
      notes: '<b>called</b>',
    });
    const second = more.json().contactRequest;
    expect(second).toMatchObject({ status: 'in_progress', priority: 'urgent' });
    // The notes field of older clients adds a note (lead-work.test.ts has the notes' rules).
    expect(more.json().notes[0].text).toBe('<b>called</b>');
    expect(second.responded_at).toBe(first.responded_at);
    await t.call('PUT', url, admin.cookie, { status: 'resolved' });
    const third = (await t.call('GET', url, admin.cookie)).json().contactRequest;
    expect(third.responded_at).toBe(first.responded_at);

    for (const body of [
      { status: 'done' },
      { priority: 'critical' },
      {},
      { assigned_user_id: 'x' },
    ]) {
      const res = await t.call('PUT', url, admin.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unchanged = (await t.call('GET', url, admin.cookie)).json().contactRequest;
    expect(unchanged).toMatchObject({ status: 'resolved', priority: 'urgent' });

    // Only the four staff fields can change: what the customer sent stays as sent.
    const sneaky = await t.call('PUT', url, admin.cookie, {
      notes: 'ok',
      email: 'attacker@example.com',
      message: 'rewritten',
      created_at: '2000-01-01T00:00:00.000Z',
      id: 1,
    });
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.json().contactRequest).toMatchObject({
      id,
      email: unchanged.email,
      message: unchanged.message,
      created_at: unchanged.created_at,
    });

    const missing = await t.call('PUT', '/api/admin/contact-requests/424242', admin.cookie, {
      status: 'closed',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Contact request not found');
  });

  it('assigns only active staff, and unassigns with null', async () => {
    const url = `/api/admin/site-surveys/${surveyIds[0]}`;
    const toManager = await t.call('PUT', url, admin.cookie, { assigned_user_id: manager.id });
    expect(toManager.statusCode).toBe(200);
    expect(toManager.json().survey.assigned_user_id).toBe(manager.id);
    expect(toManager.json().survey.assigned_user_name).toMatch(/\S+ \S+/);

    const toCustomer = await t.call('PUT', url, admin.cookie, { assigned_user_id: customer.id });
    expect(toCustomer.statusCode).toBe(400);
    expect(toCustomer.json().error).toBe(LEAD_MESSAGES.assignee);
    const toNobody = await t.call('PUT', url, admin.cookie, { assigned_user_id: 987_654 });
    expect(toNobody.statusCode).toBe(400);

    const retired = await t.createStaff('admin');
    await t.query(sql`update users set status = 'inactive' where id = ${retired.id}`);
    const toRetired = await t.call('PUT', url, admin.cookie, { assigned_user_id: retired.id });
    expect(toRetired.statusCode).toBe(400);

    const staff = (await t.call('GET', '/api/admin/staff', admin.cookie)).json().users as {
      id: number;
      role: string;
      fullName: string;
    }[];
    expect(staff.map((s) => s.id)).toContain(manager.id);
    expect(staff.map((s) => s.id)).not.toContain(customer.id);
    expect(staff.map((s) => s.id)).not.toContain(retired.id);
    expect(JSON.stringify(staff)).not.toMatch(/password|hash/i);

    const assigned = await t.call(
      'GET',
      `/api/admin/site-surveys?assignedTo=${manager.id}`,
      admin.cookie,
    );
    expect(assigned.json().surveys.map((s: { id: number }) => s.id)).toEqual([surveyIds[0]]);
    const clear = await t.call('PUT', url, admin.cookie, {
      assigned_user_id: null,
      admin_notes: 'Quote sent',
    });
    expect(clear.json().survey).toMatchObject({ assigned_user_id: null, assigned_user_name: null });
    expect(clear.json().notes[0].text).toBe('Quote sent');
    const unassigned = await t.call(
      'GET',
      '/api/admin/site-surveys?assignedTo=unassigned',
      admin.cookie,
    );
    expect(unassigned.json().pagination.totalItems).toBe(3);
  });

  it('works both kinds the same way, each with its own names, notes field and messages', async () => {
    const kinds = [
      {
        path: 'contact-requests',
        record: 'contactRequest',
        notes: 'notes',
        otherNotes: 'admin_notes',
        notFound: 'Contact request not found',
        deleted: 'Contact request deleted',
        create: async () =>
          (await t.inject({ method: 'POST', url: '/api/contact', payload: contact() })).json().id,
      },
      {
        path: 'site-surveys',
        record: 'survey',
        notes: 'admin_notes',
        otherNotes: 'notes',
        notFound: 'Site survey not found',
        deleted: 'Site survey deleted',
        create: async () =>
          (await t.inject({ method: 'POST', url: '/api/site-survey', payload: survey() })).json()
            .surveyId,
      },
    ];
    for (const kind of kinds) {
      const id = (await kind.create()) as number;
      const url = `/api/admin/${kind.path}/${id}`;
      const saved = await t.call('PUT', url, admin.cookie, { [kind.notes]: 'Called back' });
      expect(saved.statusCode, kind.path).toBe(200);
      expect(saved.json().notes[0].text).toBe('Called back');
      // The other kind's notes field is not this kind's: it is dropped, so nothing is sent.
      const wrongField = await t.call('PUT', url, admin.cookie, { [kind.otherNotes]: 'x' });
      expect(wrongField.statusCode, kind.path).toBe(400);
      const read = (await t.call('GET', url, admin.cookie)).json();
      expect(read.notes.map((n: { text: string }) => n.text)).toEqual(['Called back']);

      const removed = await t.call('DELETE', url, admin.cookie);
      expect(removed.json(), kind.path).toEqual({ success: true, message: kind.deleted });
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const gone = await t.call(
          method,
          url,
          admin.cookie,
          method === 'PUT' ? { priority: 'high' } : undefined,
        );
        expect(gone.statusCode, `${method} ${kind.path}`).toBe(404);
        expect(gone.json().error).toBe(kind.notFound);
      }
    }
  });

  it('exports the filtered list as CSV with formula cells neutralised', async () => {
    const res = await t.call(
      'GET',
      '/api/admin/contact-requests/export?sort=name&order=asc',
      admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="contact-requests-export-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^ID,Name,Email,Phone/);
    // A row per request (a notes cell may hold several lines, one per note).
    expect(res.body.match(/^\d+,/gm)).toHaveLength(4);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.body).toContain("'+1 call me");
    expect(res.body).not.toMatch(/,=HYPERLINK/);

    const filtered = await t.call(
      'GET',
      '/api/admin/site-surveys/export?timeframe=month',
      admin.cookie,
    );
    const surveyLines = filtered.body.trim().split('\n');
    expect(surveyLines).toHaveLength(2);
    expect(surveyLines[1]).toContain("'@Eve Evil");
    // The answers read as words, not JSON: the counts asked for, with their labels.
    expect(surveyLines[1]).not.toMatch(/[{}]|entranceExit|""/);
    expect(surveyLines[1]).toContain(
      'Entrances and exits: 2; Parking lot: 3; Hallways and interior: 1; Other areas: 1',
    );
    expect(surveyLines[1]).toContain('4MP: 3; 8MP/4K: 4');
    expect(surveyLines[1]).toContain('Motion detection; License plate recognition');
  });

  it('changes and deletes in bulk, all in one go', async () => {
    const [a, b] = surveyIds;
    const bulk = await t.call('PUT', '/api/admin/site-surveys/bulk-status', admin.cookie, {
      ids: [a, b, 888_888],
      status: 'closed',
    });
    expect(bulk.json()).toEqual({ success: true, affected: 2 });
    const closed = await t.call('GET', '/api/admin/site-surveys?status=closed', admin.cookie);
    expect(
      closed
        .json()
        .surveys.map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual([a, b].sort());
    const quoted = await t.call('PUT', '/api/admin/site-surveys/bulk-status', admin.cookie, {
      ids: [a],
      status: 'quoted',
    });
    expect(quoted.statusCode).toBe(200);
    const detail = (await t.call('GET', `/api/admin/site-surveys/${a}`, admin.cookie)).json()
      .survey;
    expect(detail.responded_at).not.toBeNull();

    const badStatus = await t.call('PUT', '/api/admin/site-surveys/bulk-status', admin.cookie, {
      ids: [a],
      status: 'responded',
    });
    expect(badStatus.statusCode).toBe(400);
    const none = await t.call('POST', '/api/admin/contact-requests/bulk-delete', admin.cookie, {
      ids: [],
    });
    expect(none.statusCode).toBe(400);

    const gone = await t.call('POST', '/api/admin/contact-requests/bulk-delete', admin.cookie, {
      ids: [contactIds[2], contactIds[3]],
    });
    expect(gone.json().affected).toBe(2);
    const single = await t.call(
      'DELETE',
      `/api/admin/contact-requests/${contactIds[0]}`,
      admin.cookie,
    );
    expect(single.statusCode).toBe(200);
    const again = await t.call(
      'DELETE',
      `/api/admin/contact-requests/${contactIds[0]}`,
      admin.cookie,
    );
    expect(again.statusCode).toBe(404);
    const left = await t.call('GET', '/api/admin/contact-requests', admin.cookie);
    expect(left.json().contactRequests.map((r: { id: number }) => r.id)).toEqual([contactIds[1]]);
  });
});
