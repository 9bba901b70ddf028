export * from './account';
export * from './system';
export * from './matches';
export * from './live';
export * from './content';
export * from './uploads';
export * from './wallet';
export * from './messages';
