export * from './app';
export * from './dashboard';
export * from './errors';
export * from './lookups';
export * from './roles';
export * from './statuses';
