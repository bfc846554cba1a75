/**
 * The service worker's cache of the publisher's own calls (build/pwa.ts, issue 36). No imports: the build reads it.
 */
export const OWN_CALLS_CACHE = 'congregacao-own-calls';
