// The question bank pages share one chunk (staff only): the list of banks and a bank's page.
export { default as BanksPage } from './BanksPage';
export { default as BankPage } from './BankPage';
