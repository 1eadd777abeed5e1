// A refused write on the topic staff pages is said as on the call editor: the server's message with each field it
// refused, named; a stale version is told apart so the page can offer to reload.
export { callFailureText as failureText, isStaleVersion as isStale } from '@/shared/call/call-failure';
