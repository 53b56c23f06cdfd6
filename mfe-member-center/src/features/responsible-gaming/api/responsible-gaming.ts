import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import {
  responsibleGamingCalls,
  type RealityCheckInterval,
  type ResponsibleGamingState,
  type RgBlock,
  type SelfExclusionRequest,
  type SetDepositLimitRequest,
  type SetDepositLimitResponse,
  type TimeOutRequest,
} from '@site/shared/contracts';

const calls = responsibleGamingCalls;
export const rgKeys = { state: ['responsible-gaming', 'state'] as const };

/** POST /arks/web/member/responsible-gaming: limits (used, remaining, pending), reality check, block. */
export async function getRgState(signal?: AbortSignal): Promise<ResponsibleGamingState> {
  return okData(await api.call(calls.state, undefined, { signal }), calls.state.path);
}

export function useRgState() {
  return useQuery({ queryKey: rgKeys.state, queryFn: ({ signal }) => getRgState(signal) });
}

/** Sets, lowers, raises (after 24 hours) or removes (limit null) one period's limit. */
export function useSetDepositLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SetDepositLimitRequest): Promise<SetDepositLimitResponse> =>
      okData(await api.call(calls.setDepositLimit, body), calls.setDepositLimit.path),
    onSuccess: (data) => {
      if (data.state) client.setQueryData(rgKeys.state, data.state);
    },
  });
}

export function useSetRealityCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (interval: RealityCheckInterval): Promise<ResponsibleGamingState> =>
      okData(await api.call(calls.setRealityCheck, { interval_minutes: interval }), calls.setRealityCheck.path),
    onSuccess: (data) => client.setQueryData(rgKeys.state, data),
  });
}

/** A time-out or a self-exclusion: the platform ends every session of the member on success. */
export function useStartBlock() {
  return useMutation({
    mutationFn: async (
      input: ({ kind: 'time_out' } & TimeOutRequest) | ({ kind: 'self_exclusion' } & SelfExclusionRequest),
    ): Promise<RgBlock> => {
      const { kind, ...body } = input;
      if (kind === 'time_out') {
        return okData(await api.call(calls.timeOut, body as TimeOutRequest), calls.timeOut.path);
      }
      return okData(await api.call(calls.selfExclusion, body as SelfExclusionRequest), calls.selfExclusion.path);
    },
  });
}
