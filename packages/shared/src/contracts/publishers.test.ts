import { describe, expect, it } from 'vitest';
import { publisherBodySchema, suggestDisplayName } from './publishers';

describe('suggestDisplayName', () => {
  it('takes the first and last word of a name with two or more words', () => {
    expect(suggestDisplayName('  Maria  da Conceição   Silva ')).toBe('Maria Silva');
    expect(suggestDisplayName('Rui Costa')).toBe('Rui Costa');
    expect(suggestDisplayName('Rui')).toBeNull();
    expect(suggestDisplayName('   ')).toBeNull();
  });
});

describe('publisherBodySchema', () => {
  it('applies the defaults and turns empty values into null', () => {
    const body = publisherBodySchema.parse({ name: ' Ana ', groupId: 1, birthDate: '', email: '  ', city: '' });
    expect(body).toMatchObject({
      name: 'Ana',
      role: 'Publisher',
      isEnabled: true,
      isCurrentlyInactive: false,
      birthDate: null,
      email: null,
      city: null,
      householdId: null,
    });
    // absent: the spec's payload, read by the API as "not a regular pioneer" (ADR 019)
    expect(body.regularPioneer).toBeUndefined();
  });

  it('refuses impossible dates and bad emails', () => {
    expect(publisherBodySchema.safeParse({ name: 'Ana', groupId: 1, birthDate: '2023-02-29' }).success).toBe(false);
    expect(publisherBodySchema.safeParse({ name: 'Ana', groupId: 1, birthDate: '1899-12-31' }).success).toBe(false);
    expect(publisherBodySchema.safeParse({ name: 'Ana', groupId: 1, email: 'x@' }).success).toBe(false);
    expect(publisherBodySchema.safeParse({ name: 'Ana', groupId: 1, birthDate: '2024-02-29' }).success).toBe(true);
  });
});
