import { type AnyPgColumn, integer } from 'drizzle-orm/pg-core';

/** A required foreign key column: `integer NOT NULL REFERENCES target ON DELETE onDelete`. */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict' = 'cascade') =>
  integer(name).notNull().references(target, { onDelete });
