import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationReason } from './validation-messages';

/** zod's English (its default locale), which no person may read. */
const ZOD_ENGLISH = /expected|received|invalid|too small|too big|must|input/i;

const reasonOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { error: validationReason });
  if (result.success) throw new Error(`${JSON.stringify(value)} passed`);
  return result.error.issues[0]!.message;
};

describe('validationReason: a pt-PT reason for every kind of zod issue', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['missing required', z.object({ name: z.string() }), {}, 'é obrigatório'],
    ['missing body', z.object({ name: z.string() }), undefined, 'é obrigatório'],
    ['text expected', z.string(), 5, 'tem de ser texto'],
    ['number expected', z.number(), 'x', 'tem de ser um número'],
    ['NaN from a coercion', z.coerce.number(), 'abc', 'tem de ser um número'],
    ['integer expected', z.int(), 1.5, 'tem de ser um número inteiro'],
    ['boolean expected', z.boolean(), 'sim', 'tem de ser true ou false'],
    ['object expected', z.object({}), null, 'tem de ser um objeto'],
    ['list expected', z.array(z.int()), {}, 'tem de ser uma lista'],
    ['empty text', z.string().min(1), '', 'não pode estar vazio'],
    ['short text', z.string().min(3), 'ab', 'tem de ter pelo menos 3 caracteres'],
    ['long text', z.string().max(200), 'x'.repeat(201), 'não pode ter mais de 200 caracteres'],
    ['exact length', z.string().length(6), '123', 'tem de ter exatamente 6 caracteres'],
    ['small number', z.int().min(1), 0, 'tem de ser 1 ou mais'],
    ['not positive', z.int().positive(), 0, 'tem de ser maior que 0'],
    ['big number', z.int().max(200), 201, 'tem de ser 200 ou menos'],
    ['empty list', z.array(z.int()).min(1), [], 'não pode estar vazio'],
    ['long list', z.array(z.int()).max(2), [1, 2, 3], 'não pode ter mais de 2 elementos'],
    ['email', z.email(), 'ana@', 'não é um endereço de email válido'],
    ['date', z.iso.date(), '2026-02-30', 'não é uma data válida (aaaa-mm-dd)'],
    ['date and time', z.iso.datetime(), 'ontem', 'não é uma data e hora válida'],
    ['identifier', z.uuid(), 'abc', 'não é um identificador válido'],
    ['pattern', z.string().regex(/^\d+$/), 'a1', 'não tem o formato esperado'],
    ['prefix', z.string().startsWith('S-'), 'x', 'tem de começar por "S-"'],
    ['one value', z.literal(true), false, 'tem de ser true'],
    ['enum', z.enum(['Open', 'Sent', 'Closed']), 'x', 'tem de ser Open, Sent ou Closed'],
    ['unknown key', z.strictObject({ a: z.int() }), { a: 1, role: 'Admin' }, '«role» não é um campo aceite'],
    ['unknown keys', z.strictObject({}), { x: 1, y: 2 }, '«x» ou «y» não são campos aceites'],
    ['multiple of', z.number().multipleOf(5), 7, 'tem de ser múltiplo de 5'],
    ['union', z.union([z.int(), z.iso.date()]), true, 'não corresponde a nenhuma das formas aceites'],
    ['record key', z.record(z.string().min(2), z.int()), { b: 1 }, 'tem uma chave inválida'],
    ['custom', z.int().refine((n) => n % 2 === 0), 3, 'não é válido'],
  ])('%s', (_kind, schema, value, reason) => {
    const message = reasonOf(schema, value);
    expect(message).toContain(reason);
    expect(message).not.toMatch(ZOD_ENGLISH);
  });

  it("keeps a schema's own message", () => {
    expect(reasonOf(z.string().min(1, 'Agregado não pode estar vazio!'), '')).toBe('Agregado não pode estar vazio!');
  });
});
