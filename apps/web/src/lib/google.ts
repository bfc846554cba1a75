/**
 * The Google OAuth client id baked into the web build (VITE_GOOGLE_CLIENT_ID). Unset: /login shows no Google button
 * and the Google library is never loaded; set: the sign-in screen's Google button is wrapped in GoogleOAuthProvider.
 */
export const GOOGLE_CLIENT_ID: string | undefined = import.meta.env.VITE_GOOGLE_CLIENT_ID || undefined;
