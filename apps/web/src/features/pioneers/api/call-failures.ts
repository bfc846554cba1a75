/** The failure messages of the pioneer calls (spec point 8, "Call failure messages"), see `failsWith`. */
export const PIONEER_CALL_FAILURES = {
  pioneerReports: "Failed to fetch pioneers' reports!",
  pioneerTotals: "Failed to fetch pioneers' totals!",
} as const;
