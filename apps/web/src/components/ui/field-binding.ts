import { type FieldValues, get, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';

/**
 * What a kit field needs from react-hook-form for one value: `register`'s name, ref and handlers, and the error text.
 * `<TextField id="x" label="…" {...bindField(form, 'x')} />`.
 */
export function bindField<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
) {
  const error: { message?: string } | undefined = get(form.formState.errors, name);
  return { ...form.register(name, options), error: error?.message };
}
