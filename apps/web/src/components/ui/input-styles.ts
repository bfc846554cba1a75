/** The text-input look shared by every field of the kit (and by the login form, which imports only these strings). */
export const INPUT_CLASSES =
  'block w-full rounded-lg border bg-white px-3 py-2 text-gray-900 shadow-sm placeholder:text-gray-500 focus:ring-2 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 dark:bg-gray-800 dark:text-gray-100 dark:placeholder:text-gray-400';
export const INPUT_BORDER_CLASSES =
  'border-gray-300 focus:border-primary-600 focus:ring-primary-600/30 dark:border-gray-600';
export const INVALID_BORDER_CLASSES = 'border-red-600 focus:border-red-600 focus:ring-red-600/30 dark:border-red-500';
export const LABEL_CLASSES = 'mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200';
