// The jest-dom matchers (toHaveTextContent, ...) for tsc: jest loads them at run time from
// shared/src/testing/jest-setup.ts, but @site/shared ships no type declaration for them yet.
import '@testing-library/jest-dom';
