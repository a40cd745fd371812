import '@testing-library/jest-dom';

// Unit tests never reach the network: any fetch a test did not mock fails loudly.
beforeEach(() => {
  global.fetch = jest.fn(() => Promise.reject(new Error('Unit tests must mock fetch.'))) as jest.Mock;
});
