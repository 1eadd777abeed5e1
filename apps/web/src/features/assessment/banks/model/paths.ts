/** The bank pages' addresses (relative to /pc), one place for the links between them. */
export const BANKS_PATH = '/manage/assessment/banks';

export const bankPath = (bankId: number) => `${BANKS_PATH}/${bankId}`;
