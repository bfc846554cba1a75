/**
 * The Google OAuth client id baked into the web build (VITE_GOOGLE_CLIENT_ID). Unset: the app is not wrapped
 * in GoogleOAuthProvider and /login shows no Google button.
 */
export const GOOGLE_CLIENT_ID: string | undefined = import.meta.env.VITE_GOOGLE_CLIENT_ID || undefined;
