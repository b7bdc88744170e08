export * from './accounts.ts';
export * from './system.ts';
export * from './catalogue.ts';
export * from './tax.ts';
export * from './cart.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './leads.ts';
