// What other features may use of profile: nothing at present. Its backbone applications to review have a list page
// of their own (/my/todoList/backbone) on the shared review pieces, which the staff's one review list can link to.
export {};
