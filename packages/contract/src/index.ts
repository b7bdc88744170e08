export * from './case.ts';
export * from './common.ts';
export * from './roles.ts';
export * from './auth.ts';
export * from './dashboard.ts';
