import { describe, expect, it } from 'vitest';
import { matchesPublisherSearch } from './publisher-search';

describe('matchesPublisherSearch', () => {
  const publisher = { id: 42, name: 'João Pereira', displayName: 'João P', email: 'JOAO@example.pt' };
  it('is case-insensitive over name, displayName, email and id', () => {
    for (const term of ['joão', 'PEREIRA', 'joão p', 'joao@', '42', '', '  ']) {
      expect(matchesPublisherSearch(publisher, term), term).toBe(true);
    }
    expect(matchesPublisherSearch(publisher, 'ana')).toBe(false);
    // accents and case are ignored both ways
    for (const term of ['joao', 'JOAO PEREIRA', 'joão'])
      expect(matchesPublisherSearch(publisher, term), term).toBe(true);
    expect(matchesPublisherSearch({ ...publisher, name: 'Inês Lopes', displayName: null }, 'ines')).toBe(true);
    expect(matchesPublisherSearch({ ...publisher, email: undefined }, 'example')).toBe(false);
  });
});
