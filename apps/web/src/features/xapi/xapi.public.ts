// What other features and app/ may use of xapi: its pages through the page registry, and what is re-exported here.
export { xapiAccess } from './xapi.access';
