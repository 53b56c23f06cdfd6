// The jest-dom matchers (toBeVisible, toHaveTextContent, ...) for tsc. Jest loads them at run time
// from shared/src/testing/jest-setup.ts; every app's tsconfig includes this folder.
import '@testing-library/jest-dom';
