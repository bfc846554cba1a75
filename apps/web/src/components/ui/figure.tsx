/** A label / value row of a card's figures; render inside a <dl>. */
export function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-gray-600 dark:text-gray-300">{label}</dt>
      <dd className="font-semibold text-gray-900 dark:text-gray-100">{value}</dd>
    </div>
  );
}
