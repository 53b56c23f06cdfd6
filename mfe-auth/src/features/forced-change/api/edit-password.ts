import { useMutation } from '@tanstack/react-query';
import { api, okData, type DescribeFailureOptions } from '@site/shared/api';
import { memberProfileCalls, type EditPasswordRequest } from '@site/shared/contracts';

export type { EditPasswordRequest };

/**
 * The platform's edit_password codes in the member's language (its texts are English): 101 the
 * current password is wrong, 102 the new one breaks the rules, 103 they differ, 104 unchanged.
 * Anything else shows the server's message.
 */
export const EDIT_PASSWORD_FAILURE: DescribeFailureOptions = {
  codes: Object.fromEntries(
    Object.keys(memberProfileCalls.editPassword.codes).map((code) => [
      code,
      `auth:login_paths.forced_change.code_${code}`,
    ]),
  ),
};

/** POST /member/profile/edit_password: clears first_login_to_change_password; other sessions end. */
export function useEditPassword() {
  return useMutation({
    mutationFn: async (body: EditPasswordRequest) => {
      okData(await api.call(memberProfileCalls.editPassword, body), memberProfileCalls.editPassword.path);
    },
  });
}
