// What other features may use of selection: nothing at present. Its applications to review are on the staff's one
// review list (features/review, from the server's review list) and on its own queue page (/manage/selectionReview).
export {};
