export * from './enums';
export * from './pagination';
export * from './errors';
export * from './difficulty';
export * from './dto';
export * from './downloads';
export * from './admin';
export * from './external-sources';
