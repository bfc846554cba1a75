import { describe, expect, it } from 'vitest';
import { changedFields, showValue } from './changes';
import { formatTimestamp, pagerPages, previewDescription, showingText, userLabel } from './format';

describe('audit formatting', () => {
  it('cuts descriptions at 100 characters with an ellipsis', () => {
    expect(previewDescription('a'.repeat(100))).toBe('a'.repeat(100));
    expect(previewDescription('b'.repeat(101))).toBe(`${'b'.repeat(100)}…`);
  });

  it("names the user by display name, else username, else 'System'", () => {
    expect(userLabel({ user_display_name: 'Ana', user_username: 'ana' })).toBe('Ana');
    expect(userLabel({ user_display_name: null, user_username: 'ana' })).toBe('ana');
    expect(userLabel({ user_display_name: null, user_username: null })).toBe('System');
  });

  it('says which results are shown', () => {
    expect(showingText(1, 50, 126, true)).toBe('Showing 1 to 50 of 126 results');
    expect(showingText(3, 50, 126, true)).toBe('Showing 101 to 126 of 126 results');
    expect(showingText(1, 50, 0, true)).toBe('Showing 0 to 0 of 0 results');
    expect(showingText(2, 50, 1_000_000, false)).toBe('Showing 51 to 100 of about 1,000,000 results');
  });

  it('numbers at most five pages, around the current one', () => {
    expect(pagerPages(3)).toEqual([1, 2, 3]);
    expect(pagerPages(40)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerPages(40, 2)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerPages(40, 12)).toEqual([10, 11, 12, 13, 14]);
    expect(pagerPages(40, 40)).toEqual([36, 37, 38, 39, 40]);
    expect(pagerPages(4, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('change summary', () => {
  it('lists the fields whose values differ, including added and removed ones', () => {
    expect(
      changedFields(
        { city: 'Porto', mobile: '911', tags: [1] },
        { city: 'Braga', mobile: '911', tags: [1], email: 'a@b.pt' },
      ),
    ).toEqual([
      { field: 'city', before: 'Porto', after: 'Braga' },
      { field: 'email', before: undefined, after: 'a@b.pt' },
    ]);
    expect(changedFields(null, { name: 'X' })).toEqual([{ field: 'name', before: undefined, after: 'X' }]);
    expect(changedFields({ a: { b: 1 } }, { a: { b: 2 } })).toEqual([
      { field: 'a', before: { b: 1 }, after: { b: 2 } },
    ]);
    expect(changedFields(null, null)).toEqual([]);
  });

  it('shows values compactly', () => {
    expect(showValue(undefined)).toBe('—');
    expect(showValue(null)).toBe('null');
    expect(showValue('Porto')).toBe('Porto');
    expect(showValue({ b: 1 })).toBe('{"b":1}');
  });
});

describe('timestamps', () => {
  it('shows them in pt-PT with a four-digit year', () => {
    expect(formatTimestamp('2024-03-05T09:07:03.000Z')).toMatch(/^\d\d\/03\/2024, \d\d:07:03$/);
  });
});
