/**
 * A namespace of the catalogue seen as an object, the shape the `*-messages.ts` files had when they held pt-PT
 * literals (ADR 043): `AUTH_MESSAGES.badCredentials` reads `auth.badCredentials` in the language of the moment each
 * time it is read (a getter), `AUTH_MESSAGES.tooManyFailures(5)` fills `auth.tooManyFailures`'s placeholders from
 * what the function returns. Never copy a view with spread or Object.assign: that reads every text once, in one
 * language.
 */
import { type MessageId, type MessageValues, t } from './translate';

/** A message without placeholders: read as a string property. */
export const TEXT = 'text' as const;
/**
 * A message with placeholders: its arguments, mapped to the ICU values; or, where the arguments choose between
 * messages of the namespace, the chosen text itself.
 */
type Filler = (...args: never[]) => MessageValues | string;
/** `count` messages `<key>.0` … `<key>.<count-1>`, read as a list. */
export interface ListOf {
  readonly list: number;
}
export const listOf = (count: number): ListOf => ({ list: count });
/** A message whose placeholders are constants (a limit): read as a string property. */
export interface Fixed {
  readonly values: MessageValues;
}
export const fixed = (values: MessageValues): Fixed => ({ values });

type Entry = typeof TEXT | Filler | ListOf | Fixed;
type Spec = Record<string, Entry>;

/**
 * Each key of the namespace must be a message of the pt-PT catalogue (a list's first item, for a list), except a
 * function that only composes other messages (it returns a string, never values).
 */
type Checked<NS extends string, S extends Spec> = {
  [K in keyof S]: K extends string
    ? S[K] extends (...args: never[]) => string
      ? S[K]
      : S[K] extends ListOf
        ? `${NS}.${K}.0` extends MessageId
          ? S[K]
          : never
        : `${NS}.${K}` extends MessageId
          ? S[K]
          : never
    : never;
};

export type MessagesView<S extends Spec> = {
  readonly [K in keyof S]: S[K] extends (...args: infer A) => MessageValues | string
    ? (...args: A) => string
    : S[K] extends ListOf
      ? readonly string[]
      : string;
};

export function messages<const NS extends string, const S extends Spec>(
  namespace: NS,
  spec: S & Checked<NS, S>,
): MessagesView<S> {
  const view: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(spec as Spec)) {
    const id = `${namespace}.${key}` as MessageId;
    if (entry === TEXT) {
      Object.defineProperty(view, key, { enumerable: true, get: () => t(id) });
    } else if (typeof entry === 'function') {
      view[key] = (...args: never[]) => {
        const values = entry(...args);
        return typeof values === 'string' ? values : t(id, values);
      };
    } else if ('values' in entry) {
      Object.defineProperty(view, key, { enumerable: true, get: () => t(id, entry.values) });
    } else {
      const ids = Array.from({ length: entry.list }, (_, i) => `${id}.${i}` as MessageId);
      Object.defineProperty(view, key, { enumerable: true, get: () => ids.map((item) => t(item)) });
    }
  }
  return view as MessagesView<S>;
}

/** A record keyed by a fixed list (roles, themes, statuses), each value the message `<namespace>.<key>`. */
export function labels<const NS extends string, const K extends string>(
  namespace: NS,
  keys: readonly (`${NS}.${K}` extends MessageId ? K : never)[],
): Readonly<Record<K, string>> {
  const view = {} as Record<K, string>;
  for (const key of keys) {
    Object.defineProperty(view, key, { enumerable: true, get: () => t(`${namespace}.${key}` as MessageId) });
  }
  return view;
}
