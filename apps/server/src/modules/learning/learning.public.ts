// What other modules may use of learning: everything else in this folder is private.
export { DECLARATION_SUBJECT, DECLARATION_WORKFLOW } from './declarations/declaration-workflow';
export { findPendingDeclarationUsing, insertDeclaration, setDeclarationReview } from './declarations/declaration.repository';
export { creditOnce, findEntry, reverseEntry } from './hours/hours-ledger.repository';
export { completeUnit, reverseUnitCredits } from './watch/unit-completion';
