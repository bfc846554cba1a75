import type { Api } from './api';
import { uniqueSuffix } from './users';

export interface TestGroup {
  id: number;
  groupNumber: number;
}

export interface TestPublisher {
  id: number;
  name: string;
  displayName: string | null;
  groupId: number;
  groupNumber: number;
  [key: string]: unknown;
}

/**
 * Creates `count` service groups with consecutive free numbers in a reserved range of 100 numbers starting at
 * `base` (default: the publishers/groups range 100-199), so no other group can sit between them in the ordered list.
 */
export async function createConsecutiveGroups(api: Api, count: number, base = 100): Promise<TestGroup[]> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const taken = new Set((await api.get<TestGroup[]>('/service-groups/')).map((g) => g.groupNumber));
    const start = base + Math.floor(Math.random() * (100 - count));
    const numbers = Array.from({ length: count }, (_, i) => start + i);
    if (numbers.some((n) => taken.has(n))) continue;
    const created: TestGroup[] = [];
    for (const groupNumber of numbers) {
      const response = await api.call('POST', '/service-groups/', { groupNumber });
      if (!response.ok()) break;
      created.push((await response.json()) as TestGroup);
    }
    if (created.length === count) return created;
  }
  throw new Error(`no free consecutive group numbers in ${base}-${base + 99}`);
}

/** A unique word of letters only (names must look like names). */
export function uniqueWord(): string {
  const letters = uniqueSuffix().replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');
  return `Qa${letters}`;
}

export function createPublisher(api: Api, body: Record<string, unknown> & { groupId: number }) {
  return api.post<TestPublisher>('/publishers/', { name: `Teste ${uniqueWord()}`, ...body });
}
