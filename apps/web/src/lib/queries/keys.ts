/**
 * The roots of the query keys several features read under, spelled once: one invalidation of a root refreshes every
 * read below it. A key only one feature reads is exported by that feature's api file (its owner); the test beside
 * this file checks that no root is spelled in two places.
 */

/** Every read of publisher reports: by month, the person's own, history, pioneers, S-1, missing reports. */
export const REPORTS_QUERY_KEY = ['publisher-reports'] as const;

/** User accounts: the users lists, and below `OWN_ACCOUNT_QUERY_KEY` the signed-in person's own records. */
export const USERS_QUERY_KEY = ['users'] as const;
export const OWN_ACCOUNT_QUERY_KEY = [...USERS_QUERY_KEY, 'me'] as const;
