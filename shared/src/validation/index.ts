/** `@site/shared/validation`: the yup schemas and helper checks of SPEC §5, with i18n keys as messages. */
export { firstError, fieldErrors, type FieldError } from './first-error';
export {
  loginSchema,
  resetPasswordSchema,
  doubleValidationSchema,
  doubleValidationSmsSchema,
  transferValidationSchema,
  DOUBLE_VALIDATION_QUESTIONS,
  TRANSFER_VERIFY_METHODS,
  type LoginFormValues,
  type ResetPasswordValues,
  type DoubleValidationQuestion,
  type TransferVerifyMethod,
  type TransferValidationValues,
} from './schemas';
export {
  isInteger,
  isNumeric,
  isUrl,
  isIPv4,
  isIPv6,
  isHostName,
  isIpOrHost,
  isLettersDigitsUnderscoreHyphen,
  validatePrompt,
  type PromptRule,
} from './checks';
export {
  registerSchema,
  isFieldShown,
  settingsForCurrency,
  openCurrencies,
  registerNamePattern,
  isEmptyBirthday,
  ACCOUNT_PATTERN,
  RMB_NAME_PATTERN,
  VND_NAME_PATTERN,
  OTHER_NAME_PATTERN,
  type RegisterSettingsByName,
  type RegisterSchemaOptions,
  type RegisterFormValues,
} from './register';
export {
  profileSchema,
  withdrawPasswordSchema,
  memberCenterSettings,
  isProfileEditable,
  PROFILE_EDIT_FIELDS,
  PROFILE_SET_ONCE_FIELDS,
  type ProfileEditField,
  type ProfileSchemaOptions,
} from './profile';
