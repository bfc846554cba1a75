import { getTableColumns } from 'drizzle-orm';
import { publishers } from '../../db/schema';
import { runsOn } from '../publishers/appointments';
import type { PublisherRow } from '../publishers/repository';

/**
 * A publisher's stored columns, with `regularPioneer` as the appointments say it is today (ADR 019): what the
 * template's 'Pioneiro Regular' column exports and is compared with.
 */
export const publisherColumnsToday = { ...getTableColumns(publishers), regularPioneer: runsOn('RegularPioneer') };

/** A publisher row as an import reads it (publisherColumnsToday). */
export type PublisherRowToday = PublisherRow & { regularPioneer: boolean };
