import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Event mix of a busy congregation: weights per event type (report edits and logins dominate). */
const MIX: [string, string, string, number][] = [
  ['USER_LOGIN', 'session', 'LOW', 18],
  ['USER_LOGOUT', 'session', 'LOW', 9],
  ['FAILED_LOGIN', 'session', 'MEDIUM', 3],
  ['REPORT_UPDATE', 'publisher_report', 'LOW', 38],
  ['REPORT_CREATE', 'monthly_activity', 'LOW', 3],
  ['REPORT_APPROVE', 'publisher_report', 'LOW', 3],
  ['PUBLISHER_UPDATE', 'publisher', 'LOW', 8],
  ['PUBLISHER_CREATE', 'publisher', 'LOW', 1.5],
  ['FILE_DOWNLOAD', 'publisher', 'MEDIUM', 5],
  ['UNAUTHORIZED_ACCESS', 'api', 'HIGH', 1],
  ['USER_UPDATE', 'user', 'LOW', 2],
  ['USER_CREATE', 'user', 'LOW', 0.5],
  ['USER_DELETE', 'user', 'HIGH', 0.1],
  ['USER_ROLE_CHANGE', 'user', 'HIGH', 0.1],
  ['SESSION_INVALIDATE', 'user', 'HIGH', 0.3],
  ['PASSWORD_CHANGE', 'user', 'MEDIUM', 1],
  ['DATA_EXPORT', 'audit', 'MEDIUM', 0.3],
  ['GROUP_CREATE', 'service_group', 'LOW', 0.2],
  ['GROUP_DELETE', 'service_group', 'HIGH', 0.1],
  ['HOUSEHOLD_CREATE', 'household', 'LOW', 0.3],
  ['HOUSEHOLD_DELETE', 'household', 'HIGH', 0.1],
];

const FIRST = ['Maria', 'João', 'Ana', 'Pedro', 'Rita', 'Tiago', 'Inês', 'Rui', 'Sofia', 'Miguel', 'Carla', 'Nuno'];
const LAST = [
  'Silva',
  'Santos',
  'Ferreira',
  'Pereira',
  'Oliveira',
  'Costa',
  'Rodrigues',
  'Martins',
  'Fonseca',
  'Gonçalves',
];

const list = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/**
 * Appends `count` synthetic entries spread evenly over the last two years (ids in time order, as in real life):
 * 60 users (2 Admin, 3 Secretary, 55 Elder), failed logins without a user, descriptions naming one of 120
 * publishers, old/new values on updates. Deterministic (setseed). About 2-4 minutes for 1,000,000 here.
 */
export async function generateAuditLog(db: Database, count: number): Promise<void> {
  const kinds = sql.raw(
    `(values ${MIX.map(([type, resource, severity, weight]) => `('${type}','${resource}','${severity}',${weight})`).join(',')})`,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(sql`
      with kinds(event_type, resource, severity, weight) as ${kinds},
      cum as (
        select event_type, resource, severity, sum(weight) over (order by event_type) / sum(weight) over () as upto
        from kinds
      )
      insert into audit_logs (event_type, description, user_id, user_username, user_display_name, user_role,
        severity, ip_address, resource, resource_id, details, old_values, new_values, "timestamp")
      select c.event_type,
        case when c.event_type = 'FAILED_LOGIN' then 'Tentativa de sessão falhada para "' || lower(x.first) || '"'
          else c.event_type || ': ' || x.first || ' ' || x.last || ' (registo ' || g.i || ')' end,
        nullif(x.uid * (c.event_type <> 'FAILED_LOGIN')::int, 0),
        case when c.event_type <> 'FAILED_LOGIN' then 'user_' || x.uid end,
        case when c.event_type <> 'FAILED_LOGIN' then 'Utilizador ' || x.uid end,
        case when c.event_type = 'FAILED_LOGIN' then null when x.uid <= 2 then 'Admin'
          when x.uid <= 5 then 'Secretary' else 'Elder' end,
        c.severity, '10.0.' || (x.uid % 7) || '.' || (x.uid * 3 % 250), c.resource, (g.i % 5000)::text,
        jsonb_build_object('route', '/api/' || c.resource),
        case when c.event_type like '%UPDATE' then jsonb_build_object('hours', g.i % 30, 'studies', g.i % 4) end,
        case when c.event_type like '%UPDATE' then jsonb_build_object('hours', g.i % 30 + 1, 'studies', g.i % 4) end,
        now() - (${count} - g.i) * (interval '730 days' / ${count})
      from generate_series(1, ${count}) g(i)
      cross join lateral (
        select random() + 0 * g.i as r, 1 + floor(random() * 60 + 0 * g.i)::int as uid,
          (${list(FIRST)})[1 + floor(random() * 12 + 0 * g.i)::int] as first,
          (${list(LAST)})[1 + floor(random() * 10 + 0 * g.i)::int] as last
      ) x
      cross join lateral (select * from cum where cum.upto >= x.r order by cum.upto limit 1) c
      order by g.i`);
  });
}
