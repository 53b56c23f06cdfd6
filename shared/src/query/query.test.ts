import { createQueryClient, memberKey, queryClient, QUERY_DEFAULTS } from '@site/shared/query';

describe('@site/shared/query: the page query client (SPEC §7)', () => {
  it('never retries on its own: the API client already retries what the spec allows', async () => {
    const client = createQueryClient();
    const queryFn = jest.fn(async () => {
      throw new Error('down');
    });
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toThrow('down');
    expect(queryFn).toHaveBeenCalledTimes(1);
    const mutationFn = jest.fn(async () => {
      throw new Error('refused');
    });
    await expect(client.getMutationCache().build(client, { mutationFn }).execute(undefined)).rejects.toThrow('refused');
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(QUERY_DEFAULTS.queries.retry).toBe(false);
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('passes an abort signal that fires when the query is cancelled (the API client aborts the call)', async () => {
    const client = createQueryClient();
    let signal: AbortSignal | undefined;
    const pending = client.fetchQuery({
      queryKey: memberKey('slow'),
      queryFn: (ctx) => {
        signal = ctx.signal;
        return new Promise<never>(() => undefined);
      },
    });
    await client.cancelQueries({ queryKey: ['member'] });
    await expect(pending).rejects.toBeTruthy();
    expect(signal?.aborted).toBe(true);
  });
});
