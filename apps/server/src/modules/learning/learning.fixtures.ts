// What other modules' tests may use from learning (the module's public test surface): crediting the ledger directly,
// to give teachers hours without driving a training programme.
export { creditOnce } from './hours/hours-ledger.repository';
