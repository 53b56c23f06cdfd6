import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { onMemberEvent } from '@site/shared/realtime';
import { api, okData } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import {
  agentCalls,
  type AgentApplication,
  type AgentApplyRequest,
  type AgentApplyStatusResponse,
  type AgentDownlineRequest,
  type AgentDownlineResponse,
  type AgentOperationReport,
  type AgentOperationRequest,
  type AgentProgramme,
  type AgentPromotion,
  type AgentSettlementDetail,
  type AgentSettlementsResponse,
  type AgentStratifiedReport,
  type AgentTransferRequest,
  type AgentTransferResponse,
  type AgentTransfersRequest,
  type AgentTransfersResponse,
} from '@site/shared/contracts';
import { memberKey } from '@site/shared/query';

/*
 * Every call of the agent area (contract: agentCalls of @site/shared/contracts), described once.
 * A refusal rejects with ApiError type 'business' and its code; the pages translate the code with
 * the contract's key (proxy.err_*). The answers of the agent's own data live under the member
 * scope, so logging out (or in as someone else) drops them.
 */

export const agentKeys = {
  all: memberKey('agent'),
  programme: (currency: string, siteId: number) => ['agent-programme', currency, siteId] as const,
  applyStatus: memberKey('agent', 'apply-status'),
  downline: (request: AgentDownlineRequest) => memberKey('agent', 'downline', request),
  promotion: memberKey('agent', 'promotion'),
  operation: (request: AgentOperationRequest) => memberKey('agent', 'operation', request),
  stratified: (request: { start_date: string; end_date: string }) => memberKey('agent', 'stratified', request),
  transfers: (request: AgentTransfersRequest) => memberKey('agent', 'transfers', request),
  settlements: (page: number, count: number) => memberKey('agent', 'settlements', page, count),
  settlement: (id: number) => memberKey('agent', 'settlement', id),
};

/** Rows a list asks for. */
export const AGENT_PAGE_SIZE = 20;

/** The programme of a currency (open to visitors); it changes rarely. */
export function useProgramme(currency: string, siteId: number) {
  return useQuery({
    queryKey: agentKeys.programme(currency, siteId),
    enabled: /^[A-Z]{3}$/.test(currency),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<AgentProgramme> =>
      okData(
        await api.call(agentCalls.programme, { site_id: siteId, currency }, { signal }),
        agentCalls.programme.path,
      ),
  });
}

/**
 * The member's agent state and latest application (only asked for a logged-in member). When the
 * operator reviews it, the platform says profile.updated on the member's private channel: the state
 * and the member (is_agent, agent_active) are read again, so an approval opens the centre live.
 */
export function useApplyStatus(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    return onMemberEvent('profile.updated', () => {
      void client.invalidateQueries({ queryKey: agentKeys.applyStatus });
      bus.emit('session:member-refresh-requested', {});
    });
  }, [client, enabled]);
  return useQuery({
    queryKey: agentKeys.applyStatus,
    enabled,
    queryFn: async ({ signal }): Promise<AgentApplyStatusResponse> =>
      okData(await api.call(agentCalls.applyStatus, undefined, { signal }), agentCalls.applyStatus.path),
  });
}

/** Sends the application; the state is read again whatever the answer (102 means one is pending). */
export function useApply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AgentApplyRequest): Promise<AgentApplication> =>
      okData(await api.call(agentCalls.apply, body), agentCalls.apply.path),
    onSettled: () => client.invalidateQueries({ queryKey: agentKeys.applyStatus }),
  });
}

/** One level of the downline (or a search of all of it); the previous page stays while the next loads. */
export function useDownline(request: AgentDownlineRequest, enabled = true) {
  return useQuery({
    queryKey: agentKeys.downline(request),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<AgentDownlineResponse> =>
      okData(await api.call(agentCalls.downline, request, { signal }), agentCalls.downline.path),
  });
}

export function usePromotion() {
  return useQuery({
    queryKey: agentKeys.promotion,
    queryFn: async ({ signal }): Promise<AgentPromotion> =>
      okData(await api.call(agentCalls.promotion, undefined, { signal }), agentCalls.promotion.path),
  });
}

export function useOperationReport(request: AgentOperationRequest) {
  return useQuery({
    queryKey: agentKeys.operation(request),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<AgentOperationReport> =>
      okData(await api.call(agentCalls.operationReport, request, { signal }), agentCalls.operationReport.path),
  });
}

export function useStratifiedReport(request: { start_date: string; end_date: string }) {
  return useQuery({
    queryKey: agentKeys.stratified(request),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<AgentStratifiedReport> =>
      okData(await api.call(agentCalls.stratifiedReport, request, { signal }), agentCalls.stratifiedReport.path),
  });
}

export function useTransfers(request: AgentTransfersRequest) {
  return useQuery({
    queryKey: agentKeys.transfers(request),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<AgentTransfersResponse> =>
      okData(await api.call(agentCalls.transfers, request, { signal }), agentCalls.transfers.path),
  });
}

/**
 * A transfer to a downline member: a money call with its idempotency key (the same attempt sent
 * again is applied once). Whatever the answer, the header balance and the history are read again.
 */
export function useTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, key }: { body: AgentTransferRequest; key: string }): Promise<AgentTransferResponse> =>
      okData(await api.call(agentCalls.transfer, { ...body, idempotency_key: key }), agentCalls.transfer.path),
    onSettled: () => {
      bus.emit('wallet:refresh-requested', {});
      void client.invalidateQueries({ queryKey: memberKey('agent', 'transfers') });
      void client.invalidateQueries({ queryKey: memberKey('agent', 'downline') });
    },
  });
}

export function useSettlements(page: number, count = AGENT_PAGE_SIZE) {
  return useQuery({
    queryKey: agentKeys.settlements(page, count),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<AgentSettlementsResponse> =>
      okData(await api.call(agentCalls.settlements, { page, count }, { signal }), agentCalls.settlements.path),
  });
}

export function useSettlement(id: number | null) {
  return useQuery({
    queryKey: agentKeys.settlement(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }): Promise<AgentSettlementDetail> =>
      okData(await api.call(agentCalls.settlement, { id: id ?? 0 }, { signal }), agentCalls.settlement.path),
  });
}
