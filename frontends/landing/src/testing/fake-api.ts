// The fake API moved to libs/api-client/testing so every front end's tests share it.
export * from '../../../../libs/api-client/testing/fake-api';
