// What other features may use of topic: nothing at present. Its filings to review are on the staff's one review list
// (features/review, from the server's review list) and on its own queue page (/manage/topicReview).
export {};
