export * from './csv';
export * from './bulk';
