// What other modules may use of help: everything else in this folder is private.
// Seeds the demo tenant's help (the seed's only entry into this folder).
export { seedHelpDemo } from './demo/help-demo';
