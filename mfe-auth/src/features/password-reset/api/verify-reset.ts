import { useMutation } from '@tanstack/react-query';
import { api, okData, type DescribeFailureOptions } from '@site/shared/api';
import {
  authCalls,
  RESET_CODE_MESSAGE,
  VERIFY_CODE_MESSAGE,
  type ResetRequest,
  type VerifyRequest,
  type VerifyResponse,
} from '@site/shared/contracts';

export type { ResetRequest, VerifyRequest, VerifyResponse };

/** SPEC §8 verify: 101, 102, 201 to 204 signup.error_verify_pls_reVerify; 105 (the captcha) verify_failed; others the server's message. */
export const VERIFY_FAILURE: DescribeFailureOptions = {
  codes: VERIFY_CODE_MESSAGE,
  fallback: 'signup.error_verify_pls_reVerify',
};

/** SPEC §8 reset: 101, 102, 201 to 203 signup.error_verify_pls_reVerify; others the server's message. */
export const RESET_FAILURE: DescribeFailureOptions = {
  codes: RESET_CODE_MESSAGE,
  fallback: 'signup.error_verify_pls_reVerify',
};

/** POST /arks/web/vx/verify: the withdraw password with the phone or the email → a reset token (15 minutes, single use). */
export function useVerifyAccount() {
  return useMutation({
    mutationFn: async (body: VerifyRequest): Promise<VerifyResponse> =>
      okData(await api.call(authCalls.verify, body), authCalls.verify.path),
  });
}

/**
 * POST /arks/web/vx/reset: the new password with the token. It answers no session (it ends every
 * session of the member), so the member logs in with the new password afterwards.
 */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: ResetRequest) => {
      okData(await api.call(authCalls.reset, body), authCalls.reset.path);
    },
  });
}
