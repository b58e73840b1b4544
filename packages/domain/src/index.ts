export * from './constants';
export * from './rating';
export * from './format';
export * from './time';
export * from './ranking';
export * from './schemas';
export * from './types';
export * from './first-screen';
