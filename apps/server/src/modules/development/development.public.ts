// What other modules may use of development: everything else in this folder is private.
export { ensureDevelopmentDefaults } from './development.service';
