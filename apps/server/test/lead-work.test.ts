import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';
import { contactForm, surveyForm } from './lead-fixtures.ts';

/**
 * Issue 20 item 12: the staff's work on a lead is kept, not overwritten. Notes are entries
 * (who, when, text) added to a list; status and assignee changes are the lead's history; a
 * lead is assigned only to staff who can open it, and the assignee is e-mailed.
 */

const XSS = '<script>alert("x")</script><img src=x onerror=alert(1)>';
const ASSIGNEE_MESSAGE = 'Assign the lead to an active staff member who can work on leads';

type Staff = { id: number; email: string; cookie: string };
type Note = {
  id: number;
  text: string;
  user_id: number | null;
  user_name: string | null;
  created_at: string;
};
type Change = {
  id: number;
  field: 'status' | 'assignee';
  from_value: string | null;
  to_value: string | null;
  user_id: number | null;
  user_name: string | null;
  created_at: string;
};

const KINDS = [
  {
    kind: 'contact',
    path: 'contact-requests',
    record: 'contactRequest',
    legacyNotes: 'notes',
    label: 'contact request',
    notFound: 'Contact request not found',
  },
  {
    kind: 'survey',
    path: 'site-surveys',
    record: 'survey',
    legacyNotes: 'admin_notes',
    label: 'site survey',
    notFound: 'Site survey not found',
  },
] as const;

describe('leads: notes, history and assignment', () => {
  let t: TestApp;
  let admin: Staff;
  let otherAdmin: Staff;
  let manager: Staff;
  let reportsOnly: Staff;
  let customer: Staff;

  const named = async (who: Staff, first: string, last: string) => {
    await t.query(sql`update users set first_name = ${first}, last_name = ${last}
      where id = ${who.id}`);
    return who;
  };
  const newLead = async (kind: 'contact' | 'survey', name = 'Dana Whitfield') => {
    const res =
      kind === 'contact'
        ? await t.call('POST', '/api/contact', undefined, contactForm({ name }))
        : await t.call('POST', '/api/site-survey', undefined, surveyForm({ customerName: name }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { id?: number; surveyId?: number };
    return (body.id ?? body.surveyId)!;
  };
  const mailsTo = (address: string) =>
    t.query<{ kind: string; subject: string; text_body: string; html_body: string }>(
      sql`select kind, subject, text_body, html_body from mail_outbox
        where to_address = ${address} and kind = 'lead_assigned' order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = await named(await t.createStaff('admin'), 'Ada', 'Admin');
    otherAdmin = await named(await t.createStaff('admin'), 'Otto', 'Other');
    manager = await named(await t.createStaff('manager', { canManageOrders: true }), 'Mia', 'Chen');
    reportsOnly = await named(
      await t.createStaff('manager', { canViewReports: true, canManageProducts: true }),
      'Rex',
      'Reports',
    );
    const signedUp = await t.signUp();
    customer = { id: signedUp.id, email: signedUp.email, cookie: signedUp.cookie };
  });
  afterAll(async () => t.close());

  describe.each(KINDS)('$path', ({ kind, path, record, legacyNotes, notFound }) => {
    const base = `/api/admin/${path}`;

    it('adds notes as entries with who and when; the detail lists them newest first', async () => {
      const id = await newLead(kind);
      const first = await t.call('POST', `${base}/${id}/notes`, admin, { text: '  Called back  ' });
      expect(first.statusCode, first.body).toBe(201);
      const note = first.json().note as Note;
      expect(note).toMatchObject({
        text: 'Called back',
        user_id: admin.id,
        user_name: 'Ada Admin',
      });
      expect(Date.parse(note.created_at)).not.toBeNaN();
      const second = await t.call('POST', `${base}/${id}/notes`, manager, {
        text: `Site visit Tuesday\n${XSS}`,
      });
      expect(second.statusCode).toBe(201);

      const detail = (await t.call('GET', `${base}/${id}`, admin)).json();
      // HTML in a note is kept and answered as the text it is.
      expect(detail.notes.map((n: Note) => [n.text, n.user_name])).toEqual([
        [`Site visit Tuesday\n${XSS}`, 'Mia Chen'],
        ['Called back', 'Ada Admin'],
      ]);
      const list = (await t.call('GET', `${base}/${id}/notes`, manager)).json();
      expect(list.notes).toEqual(detail.notes);
      // Adding a note is work on the lead: its updated time moves.
      expect(Date.parse(detail[record].updated_at)).toBeGreaterThanOrEqual(
        Date.parse(note.created_at),
      );
    });

    it('two staff adding notes at the same moment both keep theirs', async () => {
      const id = await newLead(kind);
      const results = await Promise.all([
        t.call('POST', `${base}/${id}/notes`, admin, { text: 'From Ada' }),
        t.call('POST', `${base}/${id}/notes`, manager, { text: 'From Mia' }),
        // An old client saving the whole field at the same moment erases neither.
        t.call('PUT', `${base}/${id}`, otherAdmin, { [legacyNotes]: 'From Otto' }),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([201, 201, 200]);
      const notes = (await t.call('GET', `${base}/${id}/notes`, admin)).json().notes as Note[];
      expect(notes.map((n) => n.text).sort()).toEqual(['From Ada', 'From Mia', 'From Otto']);
    });

    it("an old client's save of the notes field adds an entry and erases none", async () => {
      const id = await newLead(kind);
      await t.call('POST', `${base}/${id}/notes`, admin, { text: 'Kept' });
      const saved = await t.call('PUT', `${base}/${id}`, manager, { [legacyNotes]: 'Appended' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().notes.map((n: Note) => n.text)).toEqual(['Appended', 'Kept']);
      for (const blank of ['', '   ', null]) {
        const cleared = await t.call('PUT', `${base}/${id}`, manager, { [legacyNotes]: blank });
        expect(cleared.statusCode, JSON.stringify(blank)).toBe(200);
      }
      const notes = (await t.call('GET', `${base}/${id}/notes`, admin)).json().notes as Note[];
      expect(notes.map((n) => n.text)).toEqual(['Appended', 'Kept']);
      // The record has no single notes field any more for a save to overwrite.
      expect(saved.json()[record]).not.toHaveProperty(legacyNotes);
    });

    it('refuses blank and oversized notes and unknown leads with their messages', async () => {
      const id = await newLead(kind);
      for (const [body, message] of [
        [{ text: '   ' }, 'Write the note first'],
        [{}, 'Write the note first'],
        [{ text: 'x'.repeat(10_001) }, 'Note must be at most 10000 characters'],
        [{ text: 'Null\u0000Byte' }, 'Note contains characters that are not allowed'],
      ] as const) {
        const res = await t.call('POST', `${base}/${id}/notes`, admin, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
        expect(res.json().errors.text).toBe(message);
      }
      const missing = await t.call('POST', `${base}/424242/notes`, admin, { text: 'Hello' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe(notFound);
      const missingList = await t.call('GET', `${base}/424242/notes`, admin);
      expect(missingList.statusCode).toBe(404);
      const badId = await t.call('POST', `${base}/abc/notes`, admin, { text: 'Hello' });
      expect(badId.statusCode).toBe(400);
      expect((await t.call('GET', `${base}/${id}/notes`, admin)).json().notes).toEqual([]);
    });

    it('lets only staff who can open leads read, add notes or assign', async () => {
      const id = await newLead(kind);
      const calls = [
        ['GET', `${base}/${id}/notes`, undefined],
        ['POST', `${base}/${id}/notes`, { text: 'Sneaky' }],
        ['PUT', `${base}/${id}`, { assigned_user_id: customer.id }],
      ] as const;
      for (const [method, url, payload] of calls) {
        expect((await t.call(method, url, undefined, payload)).statusCode, url).toBe(401);
        for (const who of [customer, reportsOnly]) {
          const res = await t.call(method, url, who, payload);
          expect(res.statusCode, `${method} ${url}`).toBe(403);
        }
      }
      const detail = (await t.call('GET', `${base}/${id}`, admin)).json();
      expect(detail.notes).toEqual([]);
      expect(detail[record].assigned_user_id).toBeNull();
    });

    it('writes status and assignee changes to the history with who, when, from and to', async () => {
      const id = await newLead(kind);
      const url = `${base}/${id}`;
      const next = kind === 'contact' ? 'in_progress' : 'reviewing';
      await t.call('PUT', url, admin, { status: next, priority: 'high' });
      // The same status again, or only the priority: nothing new in the history.
      await t.call('PUT', url, admin, { status: next });
      await t.call('PUT', url, admin, { priority: 'low' });
      await t.call('PUT', url, admin, { assigned_user_id: manager.id });
      await t.call('PUT', url, manager, { assigned_user_id: admin.id });
      await t.call('PUT', `${base}/bulk-status`, manager, { ids: [id], status: 'closed' });
      await t.call('PUT', url, admin, { assigned_user_id: null });

      const { history } = (await t.call('GET', url, admin)).json() as { history: Change[] };
      expect(
        history.map((h) => [h.field, h.from_value, h.to_value, h.user_name, h.user_id]),
      ).toEqual([
        ['assignee', 'Ada Admin', null, 'Ada Admin', admin.id],
        ['status', next, 'closed', 'Mia Chen', manager.id],
        ['assignee', 'Mia Chen', 'Ada Admin', 'Mia Chen', manager.id],
        ['assignee', null, 'Mia Chen', 'Ada Admin', admin.id],
        ['status', 'new', next, 'Ada Admin', admin.id],
      ]);
      for (const h of history) expect(Date.parse(h.created_at)).not.toBeNaN();
    });

    it('two staff changing the status at the same moment write a history that chains', async () => {
      const id = await newLead(kind);
      const [a, b] = kind === 'contact' ? ['in_progress', 'resolved'] : ['reviewing', 'quoted'];
      const results = await Promise.all([
        t.call('PUT', `${base}/${id}`, admin, { status: a }),
        t.call('PUT', `${base}/${id}`, manager, { status: b }),
        t.call('PUT', `${base}/bulk-status`, otherAdmin, { ids: [id], status: 'closed' }),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const { history, [record]: lead } = (await t.call('GET', `${base}/${id}`, admin)).json();
      const steps = (history as Change[]).reverse();
      // Each change starts where the one before it ended, and the last is where the lead is.
      expect(steps[0]!.from_value).toBe('new');
      for (let i = 1; i < steps.length; i++) {
        expect(steps[i]!.from_value).toBe(steps[i - 1]!.to_value);
      }
      expect(steps.at(-1)!.to_value).toBe(lead.status);
    });

    it('assigns only active staff who can open leads; the staff list offers only them', async () => {
      const id = await newLead(kind);
      const url = `${base}/${id}`;
      const retired = await t.createStaff('admin');
      await t.query(sql`update users set status = 'inactive' where id = ${retired.id}`);
      for (const someone of [reportsOnly.id, customer.id, retired.id, 987_654]) {
        const res = await t.call('PUT', url, admin, { assigned_user_id: someone });
        expect(res.statusCode, `assign ${someone}`).toBe(400);
        expect(res.json().errors).toEqual({ assigned_user_id: ASSIGNEE_MESSAGE });
      }
      const ok = await t.call('PUT', url, admin, { assigned_user_id: manager.id });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()[record].assigned_user_name).toBe('Mia Chen');

      const staff = (await t.call('GET', '/api/admin/staff', admin)).json().users as {
        id: number;
      }[];
      const ids = staff.map((s) => s.id);
      expect(ids).toEqual(expect.arrayContaining([admin.id, otherAdmin.id, manager.id]));
      for (const someone of [reportsOnly.id, customer.id, retired.id]) {
        expect(ids).not.toContain(someone);
      }
    });

    it('mails the assignee the kind, the name and a link; not oneself, not when unchanged', async () => {
      const name = `Quinn <b>Bold</b> ${kind}`;
      const id = await newLead(kind, name);
      const url = `${base}/${id}`;
      const before = (await mailsTo(manager.email)).length;
      await t.call('PUT', url, admin, { assigned_user_id: manager.id });
      const mails = await mailsTo(manager.email);
      expect(mails).toHaveLength(before + 1);
      const mail = mails.at(-1)!;
      const label = KINDS.find((k) => k.kind === kind)!.label;
      expect(mail.subject).toContain(`${label} #${id}`);
      expect(mail.text_body).toContain(name);
      expect(mail.text_body).toContain(`http://localhost:3000/admin/${path}/${id}`);
      expect(mail.text_body).toContain('Ada Admin');
      // The customer's name is text in the HTML, never markup.
      expect(mail.html_body).toContain('Quinn &lt;b&gt;Bold&lt;/b&gt;');
      expect(mail.html_body).not.toContain('<b>Bold</b>');

      // The same assignee again, or a change of status only: no second mail.
      await t.call('PUT', url, otherAdmin, { assigned_user_id: manager.id, priority: 'high' });
      await t.call('PUT', url, otherAdmin, { status: 'closed' });
      expect(await mailsTo(manager.email)).toHaveLength(before + 1);
      // Taking a lead oneself mails nobody.
      const adminBefore = (await mailsTo(admin.email)).length;
      await t.call('PUT', url, admin, { assigned_user_id: admin.id });
      expect(await mailsTo(admin.email)).toHaveLength(adminBefore);
      // A refused assignment mails nobody either.
      await t.call('PUT', url, admin, { assigned_user_id: reportsOnly.id });
      expect(await mailsTo(reportsOnly.email)).toHaveLength(0);
    });
  });

  it('exports every note in the CSV; the account data export still leaves them out', async () => {
    const email = 'export-notes@example.com';
    const res = await t.call('POST', '/api/contact', undefined, contactForm({ email }));
    const id = (res.json() as { id: number }).id;
    await t.call('POST', `/api/admin/contact-requests/${id}/notes`, admin, { text: 'First call' });
    await t.call('POST', `/api/admin/contact-requests/${id}/notes`, manager, {
      text: '=Second call',
    });
    const csv = (await t.call('GET', '/api/admin/contact-requests/export', admin)).body;
    // One cell, a line per note, oldest first, each with when and who.
    expect(csv.slice(csv.indexOf(email))).toMatch(
      /"\d{4}-\d\d-\d\d \d\d:\d\d UTC Ada Admin: First call\n\d{4}-\d\d-\d\d \d\d:\d\d UTC Mia Chen: =Second call"/,
    );

    const owner = await t.signUp({ email });
    const data = await t.call('GET', '/api/customer/export', owner.cookie);
    expect(data.statusCode, data.body).toBe(200);
    expect(data.body).toContain(String(id));
    expect(data.body).not.toContain('First call');
  });

  it('the migration makes the old notes field each lead its first entry, author unknown', async () => {
    const contactId = await newLead('contact');
    const surveyId = await newLead('survey');
    const empty = await newLead('contact');
    // The columns as they were before the migration, holding what staff had typed.
    await t.query(sql`alter table contact_requests add column notes text`);
    await t.query(sql`alter table site_surveys add column admin_notes text`);
    await t.query(sql`update contact_requests set notes = 'Old contact note',
      updated_at = '2026-01-02T03:04:05Z' where id = ${contactId}`);
    await t.query(sql`update contact_requests set notes = '  ' where id = ${empty}`);
    await t.query(sql`update site_surveys set admin_notes = 'Old survey note',
      updated_at = '2026-02-03T04:05:06Z' where id = ${surveyId}`);
    const folder = new URL('../../../packages/db/migrations/', import.meta.url);
    const file = readdirSync(folder).find((f) => /^\d{4}_lead_notes\.sql$/.test(f))!;
    const statements = readFileSync(new URL(file, folder), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => /^(insert into|alter table \S+ drop column)/i.test(s));
    expect(statements).toHaveLength(4);
    for (const statement of statements) await t.query(sql.raw(statement));

    const contact = (await t.call('GET', `/api/admin/contact-requests/${contactId}`, admin)).json();
    expect(contact.notes).toEqual([
      expect.objectContaining({
        text: 'Old contact note',
        user_id: null,
        user_name: null,
        created_at: '2026-01-02T03:04:05.000Z',
      }),
    ]);
    const survey = (await t.call('GET', `/api/admin/site-surveys/${surveyId}`, admin)).json();
    expect(survey.notes.map((n: Note) => [n.text, n.created_at])).toEqual([
      ['Old survey note', '2026-02-03T04:05:06.000Z'],
    ]);
    const blank = (await t.call('GET', `/api/admin/contact-requests/${empty}`, admin)).json();
    expect(blank.notes).toEqual([]);
  });
});
