import type { SessionResponse } from '@congregacao/shared/contracts/auth';
import { useState } from 'react';
import { useFinishSignIn } from './use-finish-sign-in';

interface SignInCallState {
  isPending: boolean;
  error: unknown;
}

/**
 * A sign-in call (password or Google) and its state, then the common finish. Plain React state rather than the
 * query library: /login does not load the server-state cache that only signed-in screens use (bench: JS loaded by
 * /login).
 */
export function useSignInCall<Body>(call: (body: Body) => Promise<SessionResponse>) {
  const finishSignIn = useFinishSignIn();
  const [state, setState] = useState<SignInCallState>({ isPending: false, error: null });

  async function run(body: Body, onError?: (error: unknown) => void): Promise<void> {
    setState({ isPending: true, error: null });
    try {
      const session = await call(body);
      setState({ isPending: false, error: null });
      finishSignIn(session);
    } catch (error) {
      setState({ isPending: false, error });
      onError?.(error);
    }
  }

  return { run, ...state };
}
