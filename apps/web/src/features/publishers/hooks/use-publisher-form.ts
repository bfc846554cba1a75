import type { Household, ServiceGroup } from '@congregacao/shared/contracts/groups';
import {
  PUBLISHER_DATE_FIELDS,
  type Publisher,
  type PublisherBody,
  type PublisherBodyInput,
  publisherBodySchema,
  suggestDisplayName,
} from '@congregacao/shared/contracts/publishers';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { type DefaultValues, type UseFormReturn, useForm } from 'react-hook-form';

export type PublisherForm = UseFormReturn<PublisherBodyInput, unknown, PublisherBody>;

const TEXT_FIELDS = ['displayName', 'address', 'postalCode', 'city', 'mobile', 'homePhone', 'email'] as const;

/** Form values: the publisher (edit) or the spec's defaults (new: role Publisher, visible, first group and household). */
export function initialValues(
  publisher: Publisher | null,
  groups: ServiceGroup[],
  households: Household[],
): DefaultValues<PublisherBodyInput> {
  if (!publisher) {
    return {
      name: '',
      role: 'Publisher',
      groupId: groups[0]?.id,
      householdId: households[0]?.id ?? null,
      gender: null,
      hope: null,
      appointments: [],
      isCurrentlyInactive: false,
      isEnabled: true,
      ...Object.fromEntries([...TEXT_FIELDS, ...PUBLISHER_DATE_FIELDS].map((f) => [f, ''])),
    };
  }
  // The form sends the appointments (with their dates); `regularPioneer` is derived from them (ADR 019).
  const { regularPioneer: _derived, currentAppointments: _derivedToo, appointments, ...fields } = publisher;
  const values: DefaultValues<PublisherBodyInput> = {
    ...fields,
    groupId: publisher.groupId ?? undefined,
    appointments: appointments.map((a) => ({ kind: a.kind, startDate: a.startDate ?? '', endDate: a.endDate ?? '' })),
  };
  for (const field of [...TEXT_FIELDS, ...PUBLISHER_DATE_FIELDS]) values[field] = publisher[field] ?? '';
  return values;
}

/**
 * The publisher form: shared zod schema, preferred name filled from the first and last word of the
 * name (until the user types one), and a death or exit date switching 'Visível' off.
 */
export function usePublisherForm(initial: DefaultValues<PublisherBodyInput>) {
  const form: PublisherForm = useForm<PublisherBodyInput, unknown, PublisherBody>({
    resolver: zodResolver(publisherBodySchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const isDisplayNameTyped = useRef(
    Boolean(initial.displayName) && initial.displayName !== suggestDisplayName(initial.name ?? ''),
  );

  const onNameChange = (name: string) => {
    const suggestion = suggestDisplayName(name);
    if (suggestion && !isDisplayNameTyped.current) form.setValue('displayName', suggestion);
  };
  const onDisplayNameChange = () => {
    isDisplayNameTyped.current = true;
  };
  const onArchivingDateChange = (value: string) => {
    if (value) form.setValue('isEnabled', false);
  };
  return { form, onNameChange, onDisplayNameChange, onArchivingDateChange };
}
