import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/**
 * What a user typed and has not saved yet, in the browser's IndexedDB (issue 19: nothing typed is lost to a reload, a
 * closed tab, a crash or an expired session). One list per user and scope: `{userId}:{scope}`, the scope being an
 * activity id (report drafts) or a screen's own name (`assistencia-2026`: attendance drafts). Storage that does not
 * work (private windows, quota) only means drafts are not kept: every call fails quietly.
 */
let store: UseStore | undefined;
const drafts = () => {
  store ??= createStore('congregacao', 'report-drafts');
  return store;
};

export type DraftScope = number | string;

const keyOf = (userId: number, scope: DraftScope) => `${userId}:${scope}`;

export async function loadDrafts<T>(userId: number, scope: DraftScope): Promise<T[]> {
  try {
    return (await get<T[]>(keyOf(userId, scope), drafts())) ?? [];
  } catch {
    return [];
  }
}

export async function saveDrafts<T>(userId: number, scope: DraftScope, list: readonly T[]): Promise<void> {
  try {
    if (list.length === 0) await del(keyOf(userId, scope), drafts());
    else await set(keyOf(userId, scope), list, drafts());
  } catch {
    // not kept: see above
  }
}

async function entriesOf(userId: number): Promise<[string, unknown[]][]> {
  try {
    const all = await entries<string, unknown[]>(drafts());
    return all.filter(([key]) => String(key).startsWith(`${userId}:`));
  } catch {
    return [];
  }
}

export interface DraftCounts {
  reports: number;
  attendance: number;
}

/** How many unsaved entries the user has kept in this browser: reports (activity scopes) and attendance rows. */
export async function countUserDrafts(userId: number): Promise<DraftCounts> {
  const counts: DraftCounts = { reports: 0, attendance: 0 };
  for (const [key, list] of await entriesOf(userId)) {
    const isReportScope = /^\d+$/.test(key.slice(key.indexOf(':') + 1));
    counts[isReportScope ? 'reports' : 'attendance'] += list.length;
  }
  return counts;
}

/** Forgets every draft of the user in this browser (an explicit sign-out on a shared computer). */
export async function removeUserDrafts(userId: number): Promise<void> {
  for (const [key] of await entriesOf(userId)) {
    try {
      await del(key, drafts());
    } catch {
      // nothing kept to remove
    }
  }
}
