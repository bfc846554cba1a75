import { describe, expect, it } from 'vitest';
import { editFormSchema } from './edit-user-dialog';

const form = { username: 'ana_silva', displayName: 'Ana', role: 'Elder' as const, groupId: '3' };

describe("'Editar Utilizador' payload (spec: email omitted when empty)", () => {
  it('leaves an empty email out, so the address stays', () => {
    expect(editFormSchema.parse({ ...form, email: '' })).toEqual({
      username: 'ana_silva',
      displayName: 'Ana',
      role: 'Elder',
      groupId: 3,
    });
  });

  it("sends a typed email, and null only when 'Remover o email' is ticked", () => {
    expect(editFormSchema.parse({ ...form, email: ' Ana@Example.PT ' }).email).toBe('ana@example.pt');
    expect(editFormSchema.parse({ ...form, email: 'ana@example.pt', removeEmail: true }).email).toBeNull();
    expect('email' in editFormSchema.parse({ ...form, email: '', removeEmail: false })).toBe(false);
  });
});
