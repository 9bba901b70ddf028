export * from './account';
export * from './system';
