import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import type { ReportDraft } from './use-report-drafts';

/** One unsaved report as typed, with the version of the report it was typed over. */
export interface StoredDraft {
  reportId: number;
  version: number;
  draft: ReportDraft;
}

/**
 * The unsaved report edits of each user and activity, in the browser's IndexedDB (issue 19: nothing typed is lost to a
 * reload, a closed tab, a crash or an expired session). One entry per user and activity: `{userId}:{activityId}`.
 * Storage that does not work (private windows, quota) only means drafts are not kept: every call fails quietly.
 */
let store: UseStore | undefined;
const drafts = () => {
  store ??= createStore('congregacao', 'report-drafts');
  return store;
};

const keyOf = (userId: number, activityId: number) => `${userId}:${activityId}`;

export async function loadDrafts(userId: number, activityId: number): Promise<StoredDraft[]> {
  try {
    return (await get<StoredDraft[]>(keyOf(userId, activityId), drafts())) ?? [];
  } catch {
    return [];
  }
}

export async function saveDrafts(userId: number, activityId: number, list: readonly StoredDraft[]): Promise<void> {
  try {
    if (list.length === 0) await del(keyOf(userId, activityId), drafts());
    else await set(keyOf(userId, activityId), list, drafts());
  } catch {
    // not kept: see above
  }
}

async function entriesOf(userId: number): Promise<[string, StoredDraft[]][]> {
  try {
    const all = await entries<string, StoredDraft[]>(drafts());
    return all.filter(([key]) => String(key).startsWith(`${userId}:`));
  } catch {
    return [];
  }
}

/** How many unsaved reports the user has kept in this browser, over all activities. */
export async function countUserDrafts(userId: number): Promise<number> {
  return (await entriesOf(userId)).reduce((sum, [, list]) => sum + list.length, 0);
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
