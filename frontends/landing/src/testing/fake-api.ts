export * from '../../../../libs/api-client/testing/fake-api';
