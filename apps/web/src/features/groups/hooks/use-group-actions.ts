import { createHouseholdBodySchema, GROUP_MESSAGES, HOUSEHOLD_MESSAGES } from '@congregacao/shared/contracts/groups';
import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { useState } from 'react';
import { hasErrorCode, isApiError, withServerReason } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import {
  useCreateHousehold,
  useCreateServiceGroup,
  useDeleteHousehold,
  useDeleteServiceGroup,
} from '../api/manage-groups';

export type PendingRemoval = { kind: 'group' | 'household'; id: number; label: string } | null;

/** 'Erro ao criar grupo!' plus the server's reason for a refusal (duplicate number…). */
function withReason(message: string, error: unknown): string {
  return isApiError(error) && error.status < 500 && error.serverError ? `${message} ${error.serverError}` : message;
}

/**
 * Create and remove groups and households: validation, the confirmation step, toasts, and the
 * error banner (cleared at the start of each action).
 */
export function useGroupActions() {
  const [error, setError] = useState<string | null>(null);
  const [pendingRemoval, setPendingRemoval] = useState<PendingRemoval>(null);
  const createGroup = useCreateServiceGroup();
  const deleteGroup = useDeleteServiceGroup();
  const createHousehold = useCreateHousehold();
  const deleteHousehold = useDeleteHousehold();

  async function addGroup(value: string): Promise<boolean> {
    setError(null);
    const trimmed = value.trim();
    if (!/^\d+$/.test(trimmed)) {
      setError(GROUP_MESSAGES.notNumeric);
      return false;
    }
    try {
      await createGroup.mutateAsync({ groupNumber: Number(trimmed) });
      toast.success(GROUP_MESSAGES.created);
      return true;
    } catch (e) {
      setError(withReason(GROUP_MESSAGES.createFailed, e));
      return false;
    }
  }

  async function addHousehold(value: string): Promise<boolean> {
    setError(null);
    const parsed = createHouseholdBodySchema.safeParse({ name: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? HOUSEHOLD_MESSAGES.empty);
      return false;
    }
    try {
      await createHousehold.mutateAsync(parsed.data);
      toast.success(HOUSEHOLD_MESSAGES.created);
      return true;
    } catch (e) {
      setError(withReason(HOUSEHOLD_MESSAGES.createFailed, e));
      return false;
    }
  }

  function askRemoval(removal: PendingRemoval) {
    setError(null);
    setPendingRemoval(removal);
  }

  async function confirmRemoval() {
    if (!pendingRemoval) return;
    const { kind, id } = pendingRemoval;
    const messages = kind === 'group' ? GROUP_MESSAGES : HOUSEHOLD_MESSAGES;
    try {
      await (kind === 'group' ? deleteGroup : deleteHousehold).mutateAsync(id);
      toast.success(messages.removed);
    } catch (error) {
      // 'in use' (409): the server's reason names who holds it and where to change that; the spec's text is the
      // fallback. Any other failure says its own reason.
      setError(
        hasErrorCode(error, ERROR_CODES.CONFLICT)
          ? (error.serverError ?? messages.inUse)
          : withServerReason(messages.removeFailed, error),
      );
    } finally {
      setPendingRemoval(null);
    }
  }

  return {
    error,
    dismissError: () => setError(null),
    addGroup,
    addHousehold,
    isCreatingGroup: createGroup.isPending,
    isCreatingHousehold: createHousehold.isPending,
    pendingRemoval,
    askRemoval,
    cancelRemoval: () => setPendingRemoval(null),
    confirmRemoval,
    isRemoving: deleteGroup.isPending || deleteHousehold.isPending,
  };
}
