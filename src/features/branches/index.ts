/** Public surface of the branches feature. */
export { branchKeys } from './api/keys';
