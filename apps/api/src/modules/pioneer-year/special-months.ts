import type { MonthOfYear, SpecialMonths } from '@congregacao/shared/contracts/pioneer-year';
import { PIONEER_YEAR_MESSAGES as M } from '@congregacao/shared/pioneer-year-messages';
import { serviceYearOf } from '@congregacao/shared/service-year';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { specialMonths } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { invalidValue } from '../../lib/errors';
import { readSpecialMonths } from './repository';

export async function getSpecialMonths(db: Database, serviceYear: number): Promise<SpecialMonths> {
  return { months: await readSpecialMonths(db, serviceYear) };
}

/** A month outside the service year refuses the whole list (400 naming it), nothing written. */
export function assertInServiceYear(months: readonly MonthOfYear[], serviceYear: number): void {
  const outside = months.find((m) => serviceYearOf(m.month, m.year) !== serviceYear);
  if (outside) throw invalidValue('months', M.monthOutsideYear(outside.month, outside.year, serviceYear));
}

/** PUT /service-years/{serviceYear}/special-months: the year's 15-hour months replaced by these, audited. */
export async function putSpecialMonths(
  db: Database,
  actor: SignedInActor,
  serviceYear: number,
  body: SpecialMonths,
): Promise<SpecialMonths> {
  assertInServiceYear(body.months, serviceYear);
  const unique = [...new Map(body.months.map((m) => [`${m.year}-${m.month}`, m])).values()];
  return db.transaction(async (tx) => {
    const before = await readSpecialMonths(tx, serviceYear);
    await tx.delete(specialMonths).where(eq(specialMonths.serviceYear, serviceYear));
    if (unique.length > 0) await tx.insert(specialMonths).values(unique.map((m) => ({ ...m, serviceYear })));
    const months = await readSpecialMonths(tx, serviceYear);
    await recordAudit(tx, actor, {
      eventType: 'SYSTEM_CONFIG_CHANGE',
      description: `Meses de 15 horas do ano de serviço ${serviceYear}: ${months.length}`,
      resource: 'special_months',
      resourceId: serviceYear,
      oldValues: { months: before },
      newValues: { months },
    });
    return { months };
  });
}
