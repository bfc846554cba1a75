import type { ServiceGroup } from '@congregacao/shared/contracts/groups';
import type { Publisher, PublisherListEntry } from '@congregacao/shared/contracts/publishers';
import { api } from '../../../lib/api-client';

/** PUT /publishers/{id} with the whole publisher and its new groupId and groupNumber (organise save). */
export function movePublisher(publisher: PublisherListEntry, to: ServiceGroup): Promise<Publisher> {
  return api.put<Publisher>(`/publishers/${publisher.id}`, {
    ...publisher,
    groupId: to.id,
    groupNumber: to.groupNumber,
  });
}
