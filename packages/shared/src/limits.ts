/** Validation limits shared by the forms and the API (one home for each rule). */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const USERNAME_PATTERN = /^[a-z0-9_]+$/i;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;
export const DISPLAY_NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const CONFIRMATION_CODE_LENGTH = 6;
export const CONFIRMATION_CODE_TTL_MINUTES = 10;
export const CONFIRMATION_CODE_MAX_ATTEMPTS = 5;
export const NAME_MAX = 200;
export const SHORT_TEXT_MAX = 200;
export const OBSERVATIONS_MAX = 2000;
export const COUNTER_MAX = 1000;
export const GROUP_NUMBER_MAX = 10000;
export const YEAR_MIN = 2000;
export const YEAR_MAX = 2100;
export const DEFAULT_RETRY_AFTER_MINUTES = 15;
export const AUDIT_DEFAULT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;
export const BODY_LIMIT_BYTES = 1024 * 1024;
export const HOUSEHOLD_NAME_MAX = 200;
export const POSTAL_CODE_MAX = 20;
export const CITY_MAX = 100;
export const PHONE_MAX = 40;
/** Dates accepted for publishers (birth, baptism, ...): yyyy-mm-dd within these years. */
export const DATE_YEAR_MIN = 1900;
