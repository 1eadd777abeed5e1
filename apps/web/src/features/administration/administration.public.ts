// What other features use of administration: the units the caller reaches, for a unit filter on their lists.
export { useManagedUnits } from './units/api/units';
