import { t } from '@congregacao/shared/i18n/translate';
import { PUBLISHER_MESSAGES } from '@congregacao/shared/publisher-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { PUBLISHERS_QUERY_KEY } from '../../../lib/queries/publishers';
import { toast } from '../../../lib/toast';
import { movePublisher } from '../api/move-publisher';
import type { PendingMove } from './use-organize-state';

/**
 * Saves the pending moves one PUT at a time, in order. Each stored move joins the snapshot at once, so
 * after a failure only the moves not yet stored stay pending.
 */
export function useSaveMoves(markSaved: (publisherId: number, groupId: number) => void) {
  const queryClient = useQueryClient();
  const [isSaving, setIsSaving] = useState(false);

  async function save(pending: PendingMove[]) {
    if (isSaving || pending.length === 0) return;
    setIsSaving(true);
    try {
      for (const { publisher, to } of pending) {
        await movePublisher(publisher, to);
        markSaved(publisher.id, to.id);
      }
      toast.success(PUBLISHER_MESSAGES.saved);
    } catch (error) {
      toast.error(isApiError(error) && error.serverError ? error.serverError : t('groups.saveFailed'));
    } finally {
      setIsSaving(false);
      void queryClient.invalidateQueries({ queryKey: PUBLISHERS_QUERY_KEY });
    }
  }

  return { save, isSaving };
}
