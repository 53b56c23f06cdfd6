import { useMutation } from '@tanstack/react-query';
import { api, okData, type DescribeFailureOptions } from '@site/shared/api';
import {
  authCalls,
  DOUBLE_VALIDATION_CODE_MESSAGE,
  DOUBLE_VALIDATION_SKIP_CODE_MESSAGE,
  DOUBLE_VALIDATION_SMS_CODE_MESSAGE,
  type DoubleValidationRequest,
  type DoubleValidationSkipResponse,
  type LoginResponse,
} from '@site/shared/contracts';

export type { DoubleValidationRequest, DoubleValidationSkipResponse };

/** The device fields sent with the answer, as with the login (SPEC §7 "device info"). */
export type DoubleValidationClient = Omit<
  DoubleValidationRequest,
  'member_login_id' | 'answer' | 'captcha_answer' | 'captcha_token' | 'site_id'
>;

/**
 * How a refused answer is worded (SPEC §8): 106 ip_error; 103, 104, 105, 205, 206 verify_failed;
 * 998 double_validation_faild; 101, 102 and 202 the server's message, in the member's language
 * (the contract's keys for those texts); anything else the server's message.
 */
export const DOUBLE_VALIDATION_FAILURE: DescribeFailureOptions = {
  codes: DOUBLE_VALIDATION_CODE_MESSAGE,
  fallback: 'verify_failed',
};

/** The skip's 101 (the pending login is unknown) shows account_error; its other codes the server's message. */
export const DOUBLE_VALIDATION_SKIP_FAILURE: DescribeFailureOptions = {
  codes: DOUBLE_VALIDATION_SKIP_CODE_MESSAGE,
  fallback: 'double_validation_faild',
};

/** The forgotten-password SMS (SPEC §8 SMS codes): its keys; anything else 'error'. */
export const DOUBLE_VALIDATION_SMS_FAILURE: DescribeFailureOptions = {
  codes: DOUBLE_VALIDATION_SMS_CODE_MESSAGE,
  fallback: 'error',
};

/**
 * Codes after which the pending login cannot go on, so the member logs in again: 101 unknown or
 * finished, 102 expired, 202 account no longer active, 998 no question left.
 */
export const DOUBLE_VALIDATION_ENDED = new Set(['101', '102', '202', '998']);

/** POST /login/double_validation: the answer, a captcha and the device; success is a session. */
export function useAnswerDoubleValidation() {
  return useMutation({
    mutationFn: async (body: DoubleValidationRequest): Promise<LoginResponse> =>
      okData(await api.call(authCalls.doubleValidation, body), authCalls.doubleValidation.path),
  });
}

/** POST /login/double_validation/skip: another question (the count left includes the new one). */
export function useSkipQuestion() {
  return useMutation({
    mutationFn: async (memberLoginId: number) =>
      okData(
        await api.call(authCalls.doubleValidationSkip, { member_login_id: memberLoginId }),
        authCalls.doubleValidationSkip.path,
      ),
  });
}

/** POST /login/double_validation/sms: a code to the phone on file, for a member who cannot answer. */
export function useSendForgotSms() {
  return useMutation({
    mutationFn: async (body: { member_login_id: number; site_id: number }) =>
      okData(await api.call(authCalls.doubleValidationSms, body), authCalls.doubleValidationSms.path),
  });
}
