import { z } from 'zod';
import { GROUP_NUMBER_MAX, HOUSEHOLD_NAME_MAX } from '../limits';

/** A service group: `GET /service-groups/` returns an array of these, sorted by groupNumber. */
export const serviceGroupSchema = z.object({ id: z.int(), groupNumber: z.int() });
export type ServiceGroup = z.infer<typeof serviceGroupSchema>;
export const serviceGroupListSchema = z.array(serviceGroupSchema);

const ARCHIVED_HOLDERS = (groupNumber: number, names: string, also: boolean) =>
  `O Grupo ${groupNumber} tem ${also ? 'também ' : ''}publicadores arquivados: ${names} — altere o grupo de cada um em Publicadores › Mostrar Arquivados.`;

export const GROUP_MESSAGES = {
  notNumeric: 'Grupo tem de ser um número!',
  duplicate: (groupNumber: number) => `Grupo ${groupNumber} já existe`,
  notFound: (group: number) => `Grupo ${group} não encontrado`,
  missing: 'Grupo não encontrado',
  inUse:
    'Erro ao remover grupo! Certifique-se que o grupo não está associado a publicadores ou a superintendentes de grupo.',
  /**
   * A removal refused: the spec's text for the holders the organise screen shows (its publishers and its overseer),
   * and by name the archived publishers it does not show, with where to change them (ADR 032).
   */
  inUseBy: (groupNumber: number, holders: { isShownInOrganise: boolean; archivedNames: string }) =>
    holders.isShownInOrganise
      ? `${GROUP_MESSAGES.inUse}${holders.archivedNames ? ` ${ARCHIVED_HOLDERS(groupNumber, holders.archivedNames, true)}` : ''}`
      : `${GROUP_MESSAGES.removeFailed} ${ARCHIVED_HOLDERS(groupNumber, holders.archivedNames, false)}`,
  createFailed: 'Erro ao criar grupo!',
  removeFailed: 'Erro ao remover grupo!',
  created: 'Grupo criado com sucesso!',
  removed: 'Grupo removido com sucesso!',
  confirmRemove: 'Deseja remover grupo? Não é possível voltar atrás.',
} as const;

/** `POST /service-groups/ {groupNumber}`: a positive integer, unique (409 when taken). */
export const createServiceGroupBodySchema = z.object({
  groupNumber: z.number({ error: GROUP_MESSAGES.notNumeric }).int().positive().max(GROUP_NUMBER_MAX),
});
export type CreateServiceGroup = z.infer<typeof createServiceGroupBodySchema>;

/** A household (agregado familiar): `GET /households/` returns an array of these, sorted by name. */
export const householdSchema = z.object({ id: z.int(), name: z.string() });
export type Household = z.infer<typeof householdSchema>;
export const householdListSchema = z.array(householdSchema);

export const HOUSEHOLD_MESSAGES = {
  empty: 'Agregado não pode estar vazio!',
  notFound: (id: number) => `Agregado ${id} não encontrado`,
  inUse: 'Erro ao remover agregado! Certifique-se que o agregado não está associado a publicadores.',
  createFailed: 'Erro ao criar agregado!',
  removeFailed: 'Erro ao remover agregado!',
  created: 'Agregado criado com sucesso!',
  removed: 'Agregado removido com sucesso!',
  confirmRemove: 'Deseja remover agregado? Não é possível voltar atrás.',
} as const;

/** `POST /households/ {name}`: trimmed, non-empty. */
export const createHouseholdBodySchema = z.object({
  name: z.string().trim().min(1, HOUSEHOLD_MESSAGES.empty).max(HOUSEHOLD_NAME_MAX),
});
export type CreateHousehold = z.infer<typeof createHouseholdBodySchema>;

export const GROUPS_LOAD_ERROR = 'Erro ao carregar grupos ou agregados.';
