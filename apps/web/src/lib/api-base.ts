/** Where the API lives, on the app's own origin; a module of its own so the build can read it. */
export const API_BASE = '/api';
