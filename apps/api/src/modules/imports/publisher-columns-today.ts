import { getTableColumns } from 'drizzle-orm';
import { publishers } from '../../db/schema';
import { runsOn } from '../publishers/appointments';

/**
 * A publisher's stored columns, with `regularPioneer` as the appointments say it is today (ADR 019: the old column
 * is no longer kept up to date): what the template's 'Pioneiro Regular' column exports and is compared with.
 */
export const publisherColumnsToday = { ...getTableColumns(publishers), regularPioneer: runsOn('RegularPioneer') };
