import type { MfaChallenge } from '@congregacao/shared/contracts/mfa';
import { useState } from 'react';
import type { FirstFactorAnswer } from '../api/login-mfa';
import { useFinishSignIn } from './use-finish-sign-in';

interface SignInCallState {
  isPending: boolean;
  error: unknown;
}

/**
 * A first-factor sign-in call (password or Google) and its state, then the common finish, or, for a user with a
 * second factor, `onChallenge` with the token of the second step (a call that never asks for one, such as accepting
 * an invitation, which creates the account, passes none). Plain React state rather than the query library:
 * /login does not load the server-state cache that only signed-in screens use (bench: JS loaded by /login).
 */
export function useSignInCall<Body>(
  call: (body: Body) => Promise<FirstFactorAnswer>,
  onChallenge?: (challenge: MfaChallenge) => void,
) {
  const finishSignIn = useFinishSignIn();
  const [state, setState] = useState<SignInCallState>({ isPending: false, error: null });

  async function run(body: Body, onError?: (error: unknown) => void): Promise<void> {
    setState({ isPending: true, error: null });
    try {
      const answer = await call(body);
      setState({ isPending: false, error: null });
      if ('mfaRequired' in answer) onChallenge?.(answer);
      else await finishSignIn(answer);
    } catch (error) {
      setState({ isPending: false, error });
      onError?.(error);
    }
  }

  return { run, ...state };
}
