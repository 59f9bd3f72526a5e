export * from './study';
