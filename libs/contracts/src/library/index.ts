export * from './library.events';
export * from './library.constants';
export * from './library.schemas';
export * from './library.routes';
export * from './library.rules';
export * from './section-code.messages';
export * from './theme-files.schemas';
export * from './snippet-test-page.routes';
