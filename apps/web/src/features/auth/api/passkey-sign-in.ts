import type { SessionResponse } from '@congregacao/shared/contracts/auth';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '../../../lib/api-client';
import { signWithPasskey } from '../../../lib/passkey-ceremony';

/**
 * 'Entrar com chave de acesso': the server's challenge (POST /auth/passkey/options), the device's signature, then
 * POST /auth/passkey → a session (a passkey stands for both factors: no code follows). Loaded on the click only.
 */
export async function signInWithPasskey(): Promise<SessionResponse> {
  const options = await api.post<PublicKeyCredentialRequestOptionsJSON>('/auth/passkey/options');
  const credential = await signWithPasskey(options);
  return api.post<SessionResponse>('/auth/passkey', { credential });
}
