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
// apart, so /login's API client does not bring every limit into its first load (bench: JS loaded by /login)
export { DEFAULT_RETRY_AFTER_MINUTES } from './retry-after';
/** The largest id (PostgreSQL integer): ids in paths and bodies are positive integers up to this. */
export const ID_MAX = 2_147_483_647;
export const AUDIT_DEFAULT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;
export const BODY_LIMIT_BYTES = 1024 * 1024;
export const HOUSEHOLD_NAME_MAX = 200;
export const POSTAL_CODE_MAX = 20;
export const CITY_MAX = 100;
export const PHONE_MAX = 40;
/** Dates accepted for publishers (birth, baptism, ...): yyyy-mm-dd within these years. */
export const DATE_YEAR_MIN = 1900;
/** Audit log viewer and API (spec point 9: page size 50, five numbered pages, descriptions cut at 100). */
export const AUDIT_MAX_PAGE = 100_000;
export const AUDIT_SEARCH_MAX = 200;
export const AUDIT_RESOURCE_MAX = 60;
export const AUDIT_PAGER_BUTTONS = 5;
export const AUDIT_DESCRIPTION_PREVIEW = 100;
/** Days covered by the lists of GET /audit/stats/summary (event types, user activity, daily activity). */
export const AUDIT_STATS_DAYS = 30;
/** Import files (issue 24): size, rows after the header, columns, and how long a preview may be committed. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;
export const IMPORT_MAX_COLUMNS = 100;
/** What an .xlsx may inflate to (its XML parts, counted as inflated: ADR 036). */
export const IMPORT_MAX_XLSX_UNPACKED_BYTES = 64 * 1024 * 1024;
export const IMPORT_PREVIEW_TTL_MINUTES = 60;
/** Passkeys (issue 25 point 2): the name a person gives each one. */
export const PASSKEY_NAME_MAX = 60;
/** A sign-in factor added this many hours ago or less is offered for removal after a password change or ending the other sessions (ADR 038). */
export const RECENT_FACTOR_HOURS = 24;
