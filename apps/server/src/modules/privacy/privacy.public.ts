// What other modules may use of privacy: service functions taking the request context or an event scope, named
// read queries and events. Never a repository: another module does not read or write privacy's tables.
export {};
