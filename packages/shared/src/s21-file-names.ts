/** File names of the S-21 downloads, shared by the API (Content-Disposition) and the screens (fallback names). */
export const s21FileNames = {
  card: (publisherId: number, serviceYear: number) => `S-21-${publisherId}-${serviceYear}.pdf`,
  all: (serviceYear: number) => `S-21-all-${serviceYear}.zip`,
  group: (groupNumber: number, serviceYear: number) => `S-21-group-${groupNumber}-${serviceYear}.zip`,
};
