/** A card's look, apart from the component so /login takes only the string (bench: JS loaded by /login). */
export const CARD_CLASSES =
  'rounded-xl border border-gray-200 bg-white shadow-sm dark:border-gray-700 dark:bg-gray-900';
