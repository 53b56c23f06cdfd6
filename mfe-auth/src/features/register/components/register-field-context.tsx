import { createContext, useContext } from 'react';

/**
 * What every field of the sign-up form shares: the messages the server gave per field (a register
 * code, a field check, an SMS answer), which a field drops as soon as its value changes, and the
 * field-level check on blur.
 */
export interface RegisterFieldContextValue {
  serverErrors: Readonly<Record<string, string>>;
  clearServerError: (name: string) => void;
  /** Runs the server's check of a field after it loses focus (only for fields whose setting asks). */
  checkOnBlur: (name: string) => void;
  /** The field whose check is running. */
  checking: string | null;
}

export const RegisterFieldContext = createContext<RegisterFieldContextValue>({
  serverErrors: {},
  clearServerError: () => undefined,
  checkOnBlur: () => undefined,
  checking: null,
});

export const useRegisterField = () => useContext(RegisterFieldContext);
