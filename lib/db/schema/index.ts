export * from './account';
export * from './system';
export * from './matches';
export * from './live';
