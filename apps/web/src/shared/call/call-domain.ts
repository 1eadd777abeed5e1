// A domain's calls (selection projects, topic calls) say once where they live, who manages them and how their pages
// speak; the shared list and editor pages read it, so each domain's pages hold only its own columns, acts and form.

/** The pages' words in the reader's language. */
export type CallDomainTexts = {
  /** The list's title, also the editor's crumb. */
  listTitle: string;
  newTitle: string;
  /** The editor's title until the call is read. */
  editTitle: string;
  backToList: string;
  notFound: string;
  /** The refusal of a caller who does not manage the domain's calls. */
  forbiddenTitle: string;
  forbiddenText: string;
};

export type CallDomain<IdName extends string> = {
  /** `${listPath}/${id}` is a call's editor, `${listPath}/new` a new call's. */
  listPath: string;
  /** The name of a call's id, in its rows, its saved answer and the editor's route (`prjId`). */
  idName: IdName;
  /**
   * Where the domain's list texts are (`selectionManage.list`): its `title` column, `total` and `applicationCount`
   * (plurals), `empty`, `emptyFiltered` and `create`.
   */
  textsAt: string;
  /**
   * Test ids: `row` names the rows' and the editor's (`${row}-create`, `back-to-${row}s`, `${row}-not-found`,
   * `${row}-save` ...), `table` the list's, `forbidden` the refusal's.
   */
  testIds: { row: string; table: string; forbidden: string };
  /** Whether the caller manages the domain's calls: the list and the editor are theirs alone. */
  useMayManage: () => boolean;
  useTexts: () => CallDomainTexts;
};
