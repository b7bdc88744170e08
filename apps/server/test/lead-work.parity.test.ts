import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';
import {
  createLead,
  LEAD_KINDS,
  leadWorkStaff,
  type LeadChange,
  type LeadKind,
  type LeadNote,
  type LeadStaff,
} from './lead-fixtures.ts';

/**
 * The staff's work on a lead on each engine: notes and status changes sent at the same moment
 * (history rows written under the lead's row lock), and the migration that made the old notes
 * field each lead's first entry. Everything else about notes, history and assignment:
 * lead-work.test.ts.
 */
describe('leads: notes and status changes at once, the notes migration (both engines)', () => {
  let t: TestApp;
  let admin: LeadStaff;
  let otherAdmin: LeadStaff;
  let manager: LeadStaff;
  const newLead = (kind: LeadKind, name?: string) => createLead(t, kind, name);

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, otherAdmin, manager } = await leadWorkStaff(t));
  });
  afterAll(async () => t.close());

  describe.each(LEAD_KINDS)('$path', ({ kind, path, record, legacyNotes }) => {
    const base = `/api/admin/${path}`;

    it('two staff adding notes at the same moment both keep theirs', async () => {
      const id = await newLead(kind);
      const results = await Promise.all([
        t.call('POST', `${base}/${id}/notes`, admin, { text: 'From Ada' }),
        t.call('POST', `${base}/${id}/notes`, manager, { text: 'From Mia' }),
        // An old client saving the whole field at the same moment erases neither.
        t.call('PUT', `${base}/${id}`, otherAdmin, { [legacyNotes]: 'From Otto' }),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([201, 201, 200]);
      const notes = (await t.call('GET', `${base}/${id}/notes`, admin)).json().notes as LeadNote[];
      expect(notes.map((n) => n.text).sort()).toEqual(['From Ada', 'From Mia', 'From Otto']);
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
      const steps = (history as LeadChange[]).reverse();
      // Each change starts where the one before it ended, and the last is where the lead is.
      expect(steps[0]!.from_value).toBe('new');
      for (let i = 1; i < steps.length; i++) {
        expect(steps[i]!.from_value).toBe(steps[i - 1]!.to_value);
      }
      expect(steps.at(-1)!.to_value).toBe(lead.status);
    });
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
    expect(survey.notes.map((n: LeadNote) => [n.text, n.created_at])).toEqual([
      ['Old survey note', '2026-02-03T04:05:06.000Z'],
    ]);
    const blank = (await t.call('GET', `/api/admin/contact-requests/${empty}`, admin)).json();
    expect(blank.notes).toEqual([]);
  });
});
