import { serviceYearOf } from '@congregacao/shared/service-year';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { monthlyActivities, publisherReports, publishers } from '../../db/schema';
import { seedGroup, setUpTestApp, signedIn } from '../../test/app.test-support';
import { appointRegularPioneers } from '../../test/appointments.test-support';

/** Direct inserts for the reports tests (activity creation is another module's endpoint). */

/** The app of a reports test file: groups A and B, an Elder overseeing each, the Secretary and an Admin. */
export function setUpReportsApp(groupNumbers: [number, number]) {
  return setUpTestApp(async (t) => {
    const groupA = await seedGroup(t.db, groupNumbers[0]);
    const groupB = await seedGroup(t.db, groupNumbers[1]);
    return {
      groupA,
      groupB,
      elderA: await signedIn(t, 'Elder', { groupId: groupA }),
      elderB: await signedIn(t, 'Elder', { groupId: groupB }),
      secretary: await signedIn(t, 'Secretary'),
      admin: await signedIn(t, 'Admin'),
    };
  });
}

let activityCounter = 0;

/** A monthly activity; without month/year the next free pair from January 2040 on (each test file has its own DB). */
export async function seedActivity(
  db: Database,
  options: { month?: number; year?: number; status?: 'Open' | 'Closed' } = {},
): Promise<number> {
  const next = activityCounter++;
  const month = options.month ?? next % 12;
  const year = options.year ?? 2040 + Math.floor(next / 12);
  const [row] = await db
    .insert(monthlyActivities)
    .values({ month, year, serviceYear: serviceYearOf(month, year), status: options.status ?? 'Open' })
    .returning({ id: monthlyActivities.id });
  return row!.id;
}

export async function setActivityStatus(db: Database, id: number, status: 'Open' | 'Closed') {
  await db.update(monthlyActivities).set({ status }).where(eq(monthlyActivities.id, id));
}

let publisherCounter = 0;

export async function seedPublisher(
  db: Database,
  options: {
    groupId: number | null;
    groupNumber?: number | null;
    name?: string;
    displayName?: string | null;
    regularPioneer?: boolean;
    isCurrentlyInactive?: boolean;
    isEnabled?: boolean;
  },
): Promise<number> {
  publisherCounter += 1;
  const name = options.name ?? `Publicador Teste ${publisherCounter}`;
  const [row] = await db
    .insert(publishers)
    .values({
      name,
      displayName: options.displayName === undefined ? name : options.displayName,
      groupId: options.groupId,
      groupNumber: options.groupNumber ?? null,
      isCurrentlyInactive: options.isCurrentlyInactive ?? false,
      isEnabled: options.isEnabled ?? true,
    })
    .returning({ id: publishers.id });
  if (options.regularPioneer) await appointRegularPioneers(db, [row!.id]);
  return row!.id;
}

export type ReportSeed = Partial<typeof publisherReports.$inferInsert> & { publisherId: number };

export async function seedReport(db: Database, activityId: number, report: ReportSeed): Promise<number> {
  const [row] = await db
    .insert(publisherReports)
    .values({ monthlyActivityId: activityId, ...report })
    .returning({ id: publisherReports.id });
  return row!.id;
}

export async function readReports(db: Database, ids: number[]) {
  const rows = await db.select().from(publisherReports).where(inArray(publisherReports.id, ids));
  return rows.sort((a, b) => a.id - b.id);
}

/** The editable fields of a stored report, as the screens send them back. */
export function editable(row: typeof publisherReports.$inferSelect) {
  return {
    id: row.id,
    version: row.version,
    hours: row.hours,
    studies: row.studies,
    participatedInMinistry: row.participatedInMinistry,
    observations: row.observations,
    status: row.status as 'Open' | 'Sent',
  };
}
