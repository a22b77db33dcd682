export * from './common';
export * from './list';
export * from './deployment';
export * from './environment';
export * from './branch';
export * from './version';
export * from './dashboard';
export * from './workbook';
