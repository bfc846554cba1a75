// Seeds a large congregation straight into the server's embedded database with set-based SQL (a few seconds,
// plus about a minute for the 1,000,000-entry audit log). Deterministic: no random(), only arithmetic on ids.
import { hash } from '@node-rs/argon2';
import pg from 'pg';

export const PUBLISHERS = 500;
export const GROUPS = 10;
/** Group 1 is the large one an Elder oversees: the 90-publisher fill screen of the browser scenarios. */
export const GROUP_ONE_SIZE = 90;
export const SERVICE_YEARS = 10;
/** Sep 2015 … Aug 2025: service years 2016-2025; the last month is the open "current" activity. */
export const FIRST_MONTH = { month: 8, year: 2015 };
export const LAST_SERVICE_YEAR = 2025;
export const AUDIT_ROWS = 1_000_000;

const FIRST = ['Maria', 'João', 'Ana', 'Pedro', 'Rita', 'Tiago', 'Inês', 'Rui', 'Sofia', 'Miguel', 'Carla', 'Nuno'];
const MIDDLE = ['Beatriz', 'Gonçalo', 'Joana', 'André', 'Mariana', 'Luís', 'Catarina', 'José', 'Leonor', 'Simão'];
const LAST = ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Fonseca'];
const LAST2 = ['Gonçalves', 'Araújo', 'Simões', 'Conceição', 'Sousa', 'Lopes', 'Magalhães', 'Brandão'];

const sqlArray = (values) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/** Event mix of a busy congregation (weights in entries per 100): report edits and logins dominate. */
const AUDIT_MIX = [
  ['USER_LOGIN', 'session', 'LOW', 18],
  ['USER_LOGOUT', 'session', 'LOW', 9],
  ['FAILED_LOGIN', 'session', 'MEDIUM', 3],
  ['REPORT_UPDATE', 'publisher_report', 'LOW', 38],
  ['REPORT_CREATE', 'monthly_activity', 'LOW', 3],
  ['REPORT_APPROVE', 'publisher_report', 'LOW', 3],
  ['PUBLISHER_UPDATE', 'publisher', 'LOW', 8],
  ['PUBLISHER_CREATE', 'publisher', 'LOW', 2],
  ['FILE_DOWNLOAD', 'publisher', 'MEDIUM', 5],
  ['UNAUTHORIZED_ACCESS', 'api', 'HIGH', 1],
  ['USER_UPDATE', 'user', 'LOW', 2],
  ['USER_CREATE', 'user', 'LOW', 1],
  ['PASSWORD_CHANGE', 'user', 'MEDIUM', 1],
  ['DATA_EXPORT', 'audit', 'MEDIUM', 1],
  ['SESSION_INVALIDATE', 'user', 'HIGH', 1],
  ['USER_ROLE_CHANGE', 'user', 'HIGH', 1],
  ['GROUP_CREATE', 'service_group', 'LOW', 1],
  ['HOUSEHOLD_CREATE', 'household', 'LOW', 1],
  ['USER_DELETE', 'user', 'HIGH', 1],
];

async function seedCongregation(client) {
  await client.query('insert into service_groups (group_number) select g from generate_series(1, $1) g', [GROUPS]);
  // Group 1: the first 90 publishers; the other 410 spread over groups 2-10.
  await client.query(
    `insert into publishers (name, display_name, group_id, group_number, role, birth_date, baptism_date, address,
       postal_code, city, mobile, email, arrival_congregation)
     select f[1 + i % 12] || ' ' || m[1 + (i / 12) % 10] || ' ' || l[1 + (i / 120 + i) % 9] || ' ' || l2[1 + i % 8],
       f[1 + i % 12] || ' ' || l[1 + (i / 120 + i) % 9],
       g.id, g.group_number,
       case when i % 25 = 0 then 'Elder' when i % 25 = 1 then 'MinServant' when i % 17 = 3 then 'NonBaptized'
         else 'Publisher' end,
       date '1950-01-01' + (i * 37) % 20000, case when i % 17 = 3 then null else date '1985-06-01' + (i * 23) % 12000 end,
       'Rua das Flores, ' || (1 + i % 200), '4000-' || lpad((i % 999)::text, 3, '0'), 'Porto',
       '9' || lpad((12345678 + i)::text, 8, '0'), 'publicador' || i || '@example.org', date '2010-01-01' + i
     from generate_series(0, $1 - 1) i
     cross join (select ${sqlArray(FIRST)} f, ${sqlArray(MIDDLE)} m, ${sqlArray(LAST)} l, ${sqlArray(LAST2)} l2) n
     join service_groups g on g.group_number = case when i < $2 then 1 else 2 + (i - $2) % ($3 - 1) end`,
    [PUBLISHERS, GROUP_ONE_SIZE, GROUPS],
  );
  // Every 12th publisher a regular pioneer since before the first month; elders and ministerial servants by role
  // (appointments without dates, as the API records them: ADR 019).
  await client.query(
    `insert into publisher_appointments (publisher_id, kind, start_date)
     select id, 'RegularPioneer', date '2015-01-01' from publishers where (id - 1) % 12 = 5
     union all select id, role, null from publishers where role in ('Elder', 'MinServant')`,
  );
  const first = FIRST_MONTH.year * 12 + FIRST_MONTH.month;
  await client.query(
    `insert into monthly_activities (month, year, service_year, status)
     select a % 12, a / 12, case when a % 12 >= 8 then a / 12 + 1 else a / 12 end,
       case when k = $2 - 1 then 'Open' else 'Closed' end
     from generate_series(0, $2 - 1) k, lateral (select $1::int + k as a) x`,
    [first, SERVICE_YEARS * 12],
  );
  // Past months: complete and sent. The open month: a third not answered yet, all still Open.
  await client.query(
    `insert into publisher_reports (publisher_id, monthly_activity_id, hours, studies, participated_in_ministry,
       observations, auxiliary_pioneer, regular_pioneer, status, group_id)
     select p.id, a.id,
       case when regular then 30 + (p.id * 7 + a.id * 3) % 40
         when aux then 15 + (p.id + a.id) % 20 end,
       (p.id + a.id) % 4,
       case when a.status = 'Open' and p.id % 3 = 0 then null else (p.id * 13 + a.id) % 10 <> 0 end,
       case when (p.id + a.id) % 29 = 0 then 'Ajudou na limpeza do Salão do Reino' else '' end,
       aux, regular, case when a.status = 'Closed' then 'Sent' else 'Open' end, p.group_id
     from monthly_activities a cross join publishers p,
       lateral (select (p.id - 1) % 12 = 5 as regular) r,
       lateral (select not regular and (p.id * 5 + a.id) % 23 = 0 as aux) x
     order by a.id, p.id`,
  );
}

async function seedUsers(client, password) {
  const passwordHash = await hash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  await client.query(
    `insert into users (username, display_name, password_hash, role, group_id)
     values ('secretario', 'Secretário Bench', $1, 'Secretary', null),
            ('anciao1', 'Ancião Grupo 1', $1, 'Elder', (select id from service_groups where group_number = 1))`,
    [passwordHash],
  );
}

/** Drops audit_logs' secondary indexes, bulk-inserts, then rebuilds them (much faster than row-by-row upkeep). */
async function seedAuditLog(client, count) {
  const { rows: indexes } = await client.query(
    `select indexname, indexdef from pg_indexes
     where tablename = 'audit_logs' and indexname not in (select conname from pg_constraint)`,
  );
  for (const { indexname } of indexes) await client.query(`drop index "${indexname}"`);
  const kinds = AUDIT_MIX.flatMap(([type, resource, severity, weight]) =>
    Array(weight).fill([type, resource, severity]),
  );
  const [types, resources, severities] = [0, 1, 2].map((n) => sqlArray(kinds.map((k) => k[n])));
  await client.query(
    `insert into audit_logs (event_type, description, user_id, user_username, user_display_name, user_role,
       severity, ip_address, resource, resource_id, details, old_values, new_values, "timestamp")
     select t, case when t = 'FAILED_LOGIN' then 'Tentativa de sessão falhada para "' || lower(fn) || '"'
         else t || ': ' || fn || ' ' || ln || ' (registo ' || i || ')' end,
       case when t <> 'FAILED_LOGIN' then uid end,
       case when t <> 'FAILED_LOGIN' then 'user_' || uid end,
       case when t <> 'FAILED_LOGIN' then 'Utilizador ' || uid end,
       case when t = 'FAILED_LOGIN' then null when uid <= 2 then 'Admin' when uid <= 5 then 'Secretary' else 'Elder' end,
       sev, '10.0.' || (uid % 7) || '.' || (uid * 3 % 250), res, (i % 5000)::text,
       jsonb_build_object('route', '/api/' || res),
       case when t like '%UPDATE' then jsonb_build_object('hours', i % 30, 'studies', i % 4) end,
       case when t like '%UPDATE' then jsonb_build_object('hours', i % 30 + 1, 'studies', i % 4) end,
       now() - ($1::int - i) * (interval '730 days' / $1::int)
     from generate_series(1::bigint, $1::bigint) i,
       lateral (select (1 + (i * 7919) % ${kinds.length})::int as k, (1 + (i * 31) % 60)::int as uid) x,
       lateral (select (${types})[k] t, (${resources})[k] res, (${severities})[k] sev,
         (${sqlArray(FIRST)})[(1 + (i * 13) % 12)::int] fn, (${sqlArray(LAST)})[(1 + (i * 17) % 9)::int] ln) y
     order by i`,
    [count],
  );
  await client.query("set maintenance_work_mem = '256MB'");
  for (const { indexdef } of indexes) await client.query(indexdef);
}

/**
 * Seeds everything; returns timings. `withAuditLog` false skips the million audit entries (quick runs of
 * scenarios that do not read the log).
 */
export async function seed(databaseUrl, { password, withAuditLog = true, log = () => {} }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const timings = {};
  try {
    let start = performance.now();
    await client.query('begin');
    await seedCongregation(client);
    await seedUsers(client, password);
    await client.query('commit');
    timings.congregationMs = Math.round(performance.now() - start);
    log(`seeded ${PUBLISHERS} publishers, ${SERVICE_YEARS * 12} activities, reports in ${timings.congregationMs} ms`);
    if (withAuditLog) {
      start = performance.now();
      await client.query('begin');
      await seedAuditLog(client, AUDIT_ROWS);
      await client.query('commit');
      timings.auditLogMs = Math.round(performance.now() - start);
      log(`seeded ${AUDIT_ROWS.toLocaleString('en')} audit entries (indexes rebuilt) in ${timings.auditLogMs} ms`);
    }
    start = performance.now();
    await client.query('vacuum analyze');
    timings.vacuumMs = Math.round(performance.now() - start);
    const { rows } = await client.query(
      `select (select count(*) from publishers)::int publishers, (select count(*) from publisher_reports)::int reports,
         (select count(*) from audit_logs)::int audit, (select id from monthly_activities where status = 'Open') open_id`,
    );
    return { ...rows[0], timings };
  } finally {
    await client.end();
  }
}
