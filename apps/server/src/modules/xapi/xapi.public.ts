// What other modules may use of xapi: nothing yet. xAPI listens to the other domains' events (xapi.module.ts); no
// domain calls it, so a domain never needs to know whether its facts are stated to an LRS.
export {};
