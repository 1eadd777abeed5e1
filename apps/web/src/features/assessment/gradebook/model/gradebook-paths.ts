// The grade book's address, in one place (the route table declares the same pattern).

/** A programme's grade book, for the staff who manage it. */
export const gradebookPath = (programmeId: number) => `/manage/assessment/gradebook/${programmeId}`;

/** The programme id of the address, or null when it is not a positive whole number. */
export function parseProgrammeId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
