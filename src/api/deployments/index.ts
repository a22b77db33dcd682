export * from './keys';
export * from './list-deployments';
export * from './get-deployment';
export * from './get-deployment-settings';
