/**
 * Many leads for measuring the staff lists (npm run bench -- --leads): COUNT contact requests
 * and COUNT site surveys with believable names, spread over two years, in every status and
 * priority, a third of them assigned to the given staff, written by two set-based statements.
 * Not for a shop: the rows are made up.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@shop/db';

export async function seedLeads(
  database: DatabaseHandle,
  count: number,
  staffIds: number[],
): Promise<void> {
  const staff = `{${staffIds.join(',')}}`;
  await database.transaction(async () => {
    const ex = database.executor();
    // A quarter of the requests carry a staff note (lead_notes), written by the assignee.
    await ex.execute(sql`
      with made as (
      insert into contact_requests (name, email, phone, subject, message, service_type,
        property_type, status, priority, assigned_user_id, created_at, updated_at,
        responded_at)
      select f.first || ' ' || l.last,
             lower(f.first) || '.' || lower(l.last) || g || '@example.com',
             '(702) 555-' || lpad((g % 10000)::text, 4, '0'),
             (array['Quote for cameras','Alarm upgrade','Access control for office','Service call',
                    'Remote monitoring plan'])[1 + g % 5],
             'Hello, we would like ' || (2 + g % 14) || ' cameras for our ' ||
               (array['warehouse','shop','home','office','parking lot'])[1 + g % 5] ||
               '. Please call after 3pm. Ref ' || g || '.',
             (array['cctv','alarms','access','remote','maintenance','other'])[1 + g % 6],
             (array['residential','commercial','other'])[1 + g % 3],
             (array['new','in_progress','responded','resolved','closed'])[1 + (g / 7) % 5],
             (array['low','normal','normal','high','urgent'])[1 + (g / 3) % 5],
             case when g % 3 = 0 then (${staff}::int[])[1 + g % cardinality(${staff}::int[])] end,
             now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute',
             now() - (g % 730) * interval '1 day',
             case when (g / 7) % 5 >= 2 then now() - (g % 700) * interval '1 day' end
      from generate_series(1, ${count}) g
      cross join lateral (select (array['Dana','Sam','Rita','Lee','Chris','Pat','Alex','Jordan',
        'Morgan','Taylor','Casey','Jamie'])[1 + g % 12] as first) f
      cross join lateral (select (array['Whitfield','Ortega','Moreno','Nguyen','Smith','Garcia',
        'Johnson','Brown','Lopez','Kim','Patel','Clark','Lewis'])[1 + (g / 12) % 13] as last) l
      returning id, assigned_user_id, updated_at)
      insert into lead_notes (contact_request_id, body, user_id, user_name, created_at)
      select m.id, 'Called back, waiting for photos.', m.assigned_user_id,
             u.first_name || ' ' || u.last_name, m.updated_at
      from made m left join users_directory u on u.id = m.assigned_user_id
      where m.id % 4 = 0`);
    await ex.execute(sql`
      insert into site_surveys (customer_name, customer_email, customer_phone, customer_company,
        property_type, survey_type, building_count, building_distance, application,
        camera_locations, camera_resolutions, lens_types, lighting_conditions, ptz_cameras, ptz_count,
        storage_requirements, cloud_recording, analytics, notes, timeframe, estimated_cameras,
        estimated_value, complexity_score, status, priority, assigned_user_id, created_at,
        updated_at)
      select f.first || ' ' || l.last,
             lower(f.first) || '.' || lower(l.last) || g || '@example.com',
             '702-555-' || lpad((g % 10000)::text, 4, '0'),
             case when g % 2 = 0 then l.last || ' Holdings' end,
             (array['commercial','residential'])[1 + g % 2],
             (array['new','upgrade','expand','replace'])[1 + g % 4],
             1 + g % 4,
             case when g % 4 > 0 then 100 + g % 900 end,
             '["indoors","outdoors"]'::jsonb,
             jsonb_build_object('entranceExit', 1 + g % 4, 'parkingLot', g % 6, 'perimeter', 0,
               'hallways', g % 3, 'exterior', 0, 'other', 0),
             '{"4mp":0,"6mp":0,"8mp":0,"notSure":0}'::jsonb,
             jsonb_build_object('fixed', 2 + g % 4, 'fisheye', g % 2, 'motorized', 0),
             '["daylight"]'::jsonb,
             case when g % 5 = 0 then 'yes' else 'no' end,
             case when g % 5 = 0 then 1 else 0 end,
             (array['5-10','10-30','30-45','45+','notSure'])[1 + g % 5],
             case when g % 3 = 0 then 'yes' else 'no' end,
             '["motion"]'::jsonb,
             case when g % 6 = 0 then 'Gate code 1234, dog on site.' end,
             (array['asap','month','quarter','future'])[1 + g % 4],
             2 + g % 30,
             1500 + (g * 7919) % 60000,
             g % 11,
             (array['new','reviewing','quoted','scheduled','completed','closed'])[1 + (g / 5) % 6],
             (array['urgent','high','normal','low'])[1 + g % 4],
             case when g % 3 = 1 then (${staff}::int[])[1 + g % cardinality(${staff}::int[])] end,
             now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute',
             now() - (g % 730) * interval '1 day'
      from generate_series(1, ${count}) g
      cross join lateral (select (array['Dana','Sam','Rita','Lee','Chris','Pat','Alex','Jordan',
        'Morgan','Taylor','Casey','Jamie'])[1 + g % 12] as first) f
      cross join lateral (select (array['Whitfield','Ortega','Moreno','Nguyen','Smith','Garcia',
        'Johnson','Brown','Lopez','Kim','Patel','Clark','Lewis'])[1 + (g / 12) % 13] as last) l`);
  });
  await database.executor().execute(sql`analyze contact_requests`);
  await database.executor().execute(sql`analyze site_surveys`);
}
