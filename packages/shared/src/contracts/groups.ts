import { z } from 'zod';
import { messages, TEXT } from '../i18n/messages';
import { t } from '../i18n/translate';
import { GROUP_NUMBER_MAX, HOUSEHOLD_NAME_MAX } from '../limits';
import { said } from './common';

/** A service group: `GET /service-groups/` returns an array of these, sorted by groupNumber. */
export const serviceGroupSchema = z.object({ id: z.int(), groupNumber: z.int() });
export type ServiceGroup = z.infer<typeof serviceGroupSchema>;
export const serviceGroupListSchema = z.array(serviceGroupSchema);

const ARCHIVED_HOLDERS = (groupNumber: number, names: string, also: boolean) =>
  t(also ? 'group.archivedHoldersToo' : 'group.archivedHolders', { groupNumber, names });

export const GROUP_MESSAGES = messages('group', {
  notNumeric: TEXT,
  duplicate: (groupNumber: number) => ({ groupNumber }),
  notFound: (group: number) => ({ group }),
  missing: TEXT,
  inUse: TEXT,
  /**
   * A removal refused: the spec's text for the holders the organise screen shows (its publishers and its overseer),
   * and by name the archived publishers it does not show, with where to change them (ADR 032).
   */
  inUseBy: (groupNumber: number, holders: { isShownInOrganise: boolean; archivedNames: string }) =>
    holders.isShownInOrganise
      ? `${t('group.inUse')}${holders.archivedNames ? ` ${ARCHIVED_HOLDERS(groupNumber, holders.archivedNames, true)}` : ''}`
      : `${t('group.removeFailed')} ${ARCHIVED_HOLDERS(groupNumber, holders.archivedNames, false)}`,
  createFailed: TEXT,
  removeFailed: TEXT,
  created: TEXT,
  removed: TEXT,
  confirmRemove: TEXT,
});

/** `POST /service-groups/ {groupNumber}`: a positive integer, unique (409 when taken). */
export const createServiceGroupBodySchema = z.object({
  groupNumber: z
    .number(said(() => GROUP_MESSAGES.notNumeric))
    .int()
    .positive()
    .max(GROUP_NUMBER_MAX),
});
export type CreateServiceGroup = z.infer<typeof createServiceGroupBodySchema>;

/** A household (agregado familiar): `GET /households/` returns an array of these, sorted by name. */
export const householdSchema = z.object({ id: z.int(), name: z.string() });
export type Household = z.infer<typeof householdSchema>;
export const householdListSchema = z.array(householdSchema);

export const HOUSEHOLD_MESSAGES = messages('household', {
  empty: TEXT,
  notFound: (id: number) => ({ id }),
  inUse: TEXT,
  createFailed: TEXT,
  removeFailed: TEXT,
  created: TEXT,
  removed: TEXT,
  confirmRemove: TEXT,
});

/** `POST /households/ {name}`: trimmed, non-empty. */
export const createHouseholdBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(
      1,
      said(() => HOUSEHOLD_MESSAGES.empty),
    )
    .max(HOUSEHOLD_NAME_MAX),
});
export type CreateHousehold = z.infer<typeof createHouseholdBodySchema>;

export const GROUPS_LOAD_ERROR = 'Erro ao carregar grupos ou agregados.';
