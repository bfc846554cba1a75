import { z } from 'zod';
import { USER_ROLES } from '../enums';
import { NAME_MAX } from '../limits';
import { each } from './common';
import { unlinkedAccountSchema } from './publishers';
import { transferPreviewPersonSchema } from './transfers';

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** Which template a file follows, told by its header: the report columns ('Mês', 'Ano') make it report history. */
export const IMPORT_KINDS = ['publishers', 'reports', 'transfer'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** One problem of the file: its row as the spreadsheet numbers it (the header is row 1) and its column's header. */
export const importErrorSchema = z.object({ row: z.int(), column: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

export const importRowSchema = z.object({
  row: z.int(),
  action: z.enum(IMPORT_ACTIONS),
  name: z.string(),
  /** the existing publisher matched by name and birth date */
  publisherId: z.int().nullable(),
  /** headers of the columns an update changes */
  changes: z.array(z.string()),
  /** a report row's month as mm/yyyy */
  period: z.string().optional(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** `POST /imports/preview`: what a commit would do; nothing is written. */
export const importPreviewSchema = z.object({
  importId: z.string(),
  kind: z.enum(IMPORT_KINDS),
  create: z.int(),
  update: z.int(),
  unchanged: z.int(),
  errors: z.array(importErrorSchema),
  rows: z.array(importRowSchema),
  /** group numbers and household names the commit will create */
  newGroups: z.array(z.int()),
  newHouseholds: z.array(z.string()),
  /** report history: months (mm/yyyy) with no monthly activity, created Closed by the commit */
  newMonths: z.array(z.string()).optional(),
  /** headers of the file the template does not know: their cells are not imported */
  ignoredColumns: z.array(z.string()),
  /** a transfer in (ADR 042): each person and the months the file holds */
  people: z.array(transferPreviewPersonSchema).optional(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importCommitSchema = z.object({
  ...each(['created', 'updated', 'unchanged', 'groupsCreated', 'householdsCreated'], z.int()),
  /** report history: the months created (as Closed) because they had no monthly activity */
  monthsCreated: z.int().optional(),
  /** staff accounts unlinked from the publishers the import archived (ADR 035); absent when none */
  unlinkedAccounts: z.array(unlinkedAccountSchema).optional(),
});
export type ImportCommit = z.infer<typeof importCommitSchema>;

export const importIdParamsSchema = z.object({ importId: z.uuid() });
export const serviceYearParamsSchema = z.object({ serviceYear: z.coerce.number().int().min(2000).max(2101) });

/** `POST /publishers/{id}/erase`: the publisher's exact name, typed to confirm. */
export const eraseBodySchema = z.object({ confirmName: z.string().max(NAME_MAX) });
export type EraseBody = z.infer<typeof eraseBodySchema>;

/**
 * `POST /publishers/{id}/erase`: what became of the linked user account — a Publisher's is deleted with the person's
 * data, a staff account is unlinked and stays (ADR 035); null when there was none.
 */
export const erasedAccountSchema = z.object({
  username: z.string(),
  role: z.enum(USER_ROLES),
  outcome: z.enum(['deleted', 'unlinked']),
});
export const eraseResponseSchema = z.object({ ok: z.literal(true), account: erasedAccountSchema.nullable() });
export type EraseResponse = z.infer<typeof eraseResponseSchema>;

/** `GET /publishers/retention`: archived publishers past the retention period ('Dados a eliminar'). */
export const retentionDueSchema = z.object({
  retentionYears: z.int(),
  publishers: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      exitCongregationDate: z.string().nullable(),
      deathDate: z.string().nullable(),
    }),
  ),
});
export type RetentionDue = z.infer<typeof retentionDueSchema>;

export const retentionEraseBodySchema = z.object({
  publisherIds: z.array(z.int().positive().max(2_147_483_647)).min(1).max(10_000),
});
export const retentionEraseSchema = z.object({
  erased: z.int(),
  /** what became of the linked accounts, one per erased publisher that had one */
  accounts: z.array(erasedAccountSchema),
});
export type RetentionErase = z.infer<typeof retentionEraseSchema>;
