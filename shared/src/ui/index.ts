/** `@site/shared/ui`: the UI kit on emotion and the brand theme. */
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './button';
export { TextField, type TextFieldProps } from './text-field';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { Modal, type ModalDialogProps } from './modal';
export { toast, type ToastOptions } from './toast';
export { Toaster, TOAST_FADE_MS, type ToasterProps } from './toaster';
export { LoadingOverlay, type LoadingOverlayProps } from './loading-overlay';
export { Spinner, type SpinnerProps } from './spinner';
export { Skeleton, type SkeletonProps } from './skeleton';
export { ErrorState, type ErrorStateProps } from './error-state';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { NotFoundState, useErrorPageMeta, type NotFoundStateProps } from './not-found-state';
export { useUiTheme } from './use-ui-theme';
export { CloseIcon, EyeIcon, EyeOffIcon, SuccessIcon, ErrorIcon, WarningIcon, InfoIcon, RetryIcon } from './icons';
export { visuallyHidden } from './visually-hidden';
export { cssUrl } from './css-url';
export { RichText, sanitiseHtml, type RichTextProps, type SanitiseOptions, type SiteLinkRenderer } from './rich-text';
export {
  WithdrawPasswordBoxes,
  EMPTY_DIGIT,
  EMPTY_WITHDRAW_PASSWORD,
  isWithdrawPassword,
  isEmptyWithdrawPassword,
  type WithdrawPasswordBoxesProps,
} from './withdraw-password-boxes';
export { SmsButton, useCountdown, type Countdown } from './sms-button';
export { Pager, type PagerProps } from './pager';
export { SelectField, type SelectFieldProps } from './select-field';
export { RecordList, RecordListSkeleton, type RecordColumn, type RecordListProps } from './record-list';
