import { PASSKEY_MESSAGES } from '@congregacao/shared/passkey-messages';
import { describe, expect, it } from 'vitest';
import { inPersonsWords } from './passkey-ceremony';

const named = (name: string, code?: string) => Object.assign(new Error('browser text'), { name, code });

describe('inPersonsWords', () => {
  it('says the ceremony was cancelled or timed out when the person closed the prompt or it expired', () => {
    expect(inPersonsWords(named('NotAllowedError')).message).toBe(PASSKEY_MESSAGES.cancelled);
    expect(inPersonsWords(named('AbortError')).message).toBe(PASSKEY_MESSAGES.cancelled);
    expect(inPersonsWords(named('Error', 'ERROR_CEREMONY_ABORTED')).message).toBe(PASSKEY_MESSAGES.cancelled);
  });

  it('says the device already holds a passkey of this account', () => {
    expect(inPersonsWords(named('InvalidStateError')).message).toBe(PASSKEY_MESSAGES.alreadyRegistered);
    expect(inPersonsWords(named('Error', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')).message).toBe(
      PASSKEY_MESSAGES.alreadyRegistered,
    );
  });

  it('keeps any other error’s own message, and has one when there is none', () => {
    expect(inPersonsWords(new Error(PASSKEY_MESSAGES.unsupported)).message).toBe(PASSKEY_MESSAGES.unsupported);
    expect(inPersonsWords('?').message).toBe(PASSKEY_MESSAGES.notVerified);
  });
});
