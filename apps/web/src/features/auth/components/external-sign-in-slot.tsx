/**
 * Slot for the external identity provider's sign-in button (Google, spec point 1 and 7:
 * POST /auth/google {credential}). A later issue fills it with @react-oauth/google; it renders
 * nothing until then, and the separator shows only when it has content.
 */
export function ExternalSignInSlot() {
  return null;
}
