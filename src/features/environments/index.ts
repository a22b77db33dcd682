/** Public surface of the environments feature: only the query keys (the branches page refreshes the list). */
export { environmentKeys } from './api/keys';
