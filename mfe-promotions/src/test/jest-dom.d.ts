// The jest-dom matchers (toBeInTheDocument, toHaveAttribute, ...) that shared/src/testing/jest-setup.ts
// installs at run time, for the type-checker.
import '@testing-library/jest-dom';
