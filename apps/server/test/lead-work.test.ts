import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';
import {
  contactForm,
  createLead,
  LEAD_KINDS,
  leadWorkStaff,
  type LeadChange,
  type LeadKind,
  type LeadNote,
  type LeadStaff,
} from './lead-fixtures.ts';

/**
 * The staff's work on a lead is kept, not overwritten. Notes are entries
 * (who, when, text) added to a list; status and assignee changes are the lead's history; a
 * lead is assigned only to staff who can open it, and the assignee is e-mailed. Notes and
 * status changes made at once, and the notes migration, on each engine: lead-work.parity.test.ts.
 */

const XSS = '<script>alert("x")</script><img src=x onerror=alert(1)>';
const ASSIGNEE_MESSAGE = 'Assign the lead to an active staff member who can work on leads';

describe('leads: notes, history and assignment', () => {
  let t: TestApp;
  let admin: LeadStaff;
  let otherAdmin: LeadStaff;
  let manager: LeadStaff;
  let reportsOnly: LeadStaff;
  let customer: LeadStaff;
  const newLead = (kind: LeadKind, name?: string) => createLead(t, kind, name);

  const mailsTo = (address: string) =>
    t.query<{ kind: string; subject: string; text_body: string; html_body: string }>(
      sql`select kind, subject, text_body, html_body from mail_outbox
        where to_address = ${address} and kind = 'lead_assigned' order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, otherAdmin, manager, reportsOnly, customer } = await leadWorkStaff(t));
  });
  afterAll(async () => t.close());

  describe.each(LEAD_KINDS)('$path', ({ kind, path, record, legacyNotes, notFound }) => {
    const base = `/api/admin/${path}`;

    it('adds notes as entries with who and when; the detail lists them newest first', async () => {
      const id = await newLead(kind);
      const first = await t.call('POST', `${base}/${id}/notes`, admin, { text: '  Called back  ' });
      expect(first.statusCode, first.body).toBe(201);
      const note = first.json().note as LeadNote;
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
      expect(detail.notes.map((n: LeadNote) => [n.text, n.user_name])).toEqual([
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

    it("an old client's save of the notes field adds an entry and erases none", async () => {
      const id = await newLead(kind);
      await t.call('POST', `${base}/${id}/notes`, admin, { text: 'Kept' });
      const saved = await t.call('PUT', `${base}/${id}`, manager, { [legacyNotes]: 'Appended' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().notes.map((n: LeadNote) => n.text)).toEqual(['Appended', 'Kept']);
      for (const blank of ['', '   ', null]) {
        const cleared = await t.call('PUT', `${base}/${id}`, manager, { [legacyNotes]: blank });
        expect(cleared.statusCode, JSON.stringify(blank)).toBe(200);
      }
      const notes = (await t.call('GET', `${base}/${id}/notes`, admin)).json().notes as LeadNote[];
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

      const { history } = (await t.call('GET', url, admin)).json() as { history: LeadChange[] };
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
      const label = LEAD_KINDS.find((k) => k.kind === kind)!.label;
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
});
