/**
 * The Pusher HTTP API (the calls the official `pusher` server SDK signs), served by a realtime
 * process: POST /apps/{id}/events and /batch_events, GET /apps/{id}/channels, /channels/{name} and
 * /channels/{name}/users; and one of our own, POST /apps/{id}/connections/terminate {socket_ids}, which
 * closes those sockets on every process (the platform's order when the session that authorised
 * them ends). Every call is checked against the app's key and secret. Presence channels
 * are answered from the presence state, which with Redis is every process's; other channels from
 * the sockets of this process.
 * https://pusher.com/docs/channels/library_auth_reference/rest-api/
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  channelKind,
  checkApiSignature,
  isValidChannelName,
  isValidEventName,
  isValidSocketId,
  MAX_BATCH_EVENTS,
  MAX_MESSAGE_BYTES,
  MAX_TRIGGER_CHANNELS,
} from './protocol';
import type { SocketServer } from './socket-server';

interface TriggerBody {
  name?: unknown;
  data?: unknown;
  channel?: unknown;
  channels?: unknown;
  socket_id?: unknown;
}

/** Sockets one terminate call may name. */
export const MAX_TERMINATE_SOCKETS = 100;

class HttpApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The route of one channel: its name is a path parameter. */
interface ChannelRoute {
  Params: { appId: string; channel: string };
}

/** The query's single-valued parameters (a repeated parameter is not one the API takes). */
const stringQuery = (query: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

export function realtimeHttpApi(
  app: FastifyInstance,
  server: SocketServer,
  credentials: { appId: string; key: string; secret: string },
) {
  // The signature covers the body's MD5, so the body is kept as the exact string that was sent.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 20 * MAX_MESSAGE_BYTES }, (_req, body, done) =>
    done(null, body),
  );

  app.addHook('preHandler', async (request: FastifyRequest<{ Params: { appId: string } }>, reply: FastifyReply) => {
    if (request.params.appId !== credentials.appId) {
      return reply.code(404).send({ error: `Unknown app ${request.params.appId}` });
    }
    const problem = checkApiSignature({
      key: credentials.key,
      secret: credentials.secret,
      method: request.method,
      path: request.url.split('?')[0]!,
      query: stringQuery(request.query),
      body: typeof request.body === 'string' ? request.body : '',
      nowS: Date.now() / 1000,
    });
    if (problem) return reply.code(401).send({ error: problem });
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error instanceof HttpApiError ? error.status : (error.statusCode ?? 500);
    reply.code(status).send({ error: status >= 500 ? 'Internal error' : error.message });
  });

  const parse = (request: FastifyRequest): unknown => {
    try {
      return JSON.parse(typeof request.body === 'string' ? request.body : '') as unknown;
    } catch {
      throw new HttpApiError(400, 'The body must be JSON');
    }
  };

  /** One event, checked as Pusher checks it; returns what to publish. */
  const checkEvent = (body: TriggerBody, channels: unknown[]) => {
    if (!isValidEventName(body.name)) throw new HttpApiError(400, 'name must be 1 to 200 characters');
    if (typeof body.data !== 'string') throw new HttpApiError(400, 'data must be a string (JSON encoded)');
    if (Buffer.byteLength(body.data) > MAX_MESSAGE_BYTES)
      throw new HttpApiError(413, `data is limited to ${MAX_MESSAGE_BYTES} bytes`);
    if (channels.length === 0 || channels.length > MAX_TRIGGER_CHANNELS) {
      throw new HttpApiError(400, `An event goes to 1 to ${MAX_TRIGGER_CHANNELS} channels`);
    }
    for (const c of channels)
      if (!isValidChannelName(c)) throw new HttpApiError(400, `Invalid channel name ${JSON.stringify(c)}`);
    if (body.socket_id !== undefined && !isValidSocketId(body.socket_id))
      throw new HttpApiError(400, 'Invalid socket_id');
    return { name: body.name, data: body.data, channels: channels as string[], except: body.socket_id };
  };

  app.post('/apps/:appId/events', async (request) => {
    const body = parse(request) as TriggerBody;
    const channels = Array.isArray(body.channels) ? body.channels : body.channel !== undefined ? [body.channel] : [];
    const e = checkEvent(body, channels);
    await Promise.all(
      e.channels.map((channel) => server.publish({ channel, event: e.name, data: e.data, except: e.except })),
    );
    return {};
  });

  app.post('/apps/:appId/batch_events', async (request) => {
    const { batch } = parse(request) as { batch?: unknown };
    if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_BATCH_EVENTS) {
      throw new HttpApiError(400, `batch must hold 1 to ${MAX_BATCH_EVENTS} events`);
    }
    const events = batch.map((b: TriggerBody) => checkEvent(b, [b.channel]));
    await Promise.all(
      events.map((e) => server.publish({ channel: e.channels[0]!, event: e.name, data: e.data, except: e.except })),
    );
    return { batch: events.map(() => ({})) };
  });

  app.post('/apps/:appId/connections/terminate', async (request) => {
    const { socket_ids: ids } = parse(request) as { socket_ids?: unknown };
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_TERMINATE_SOCKETS || !ids.every(isValidSocketId)) {
      throw new HttpApiError(400, `socket_ids must hold 1 to ${MAX_TERMINATE_SOCKETS} socket ids`);
    }
    await server.closeSockets(ids);
    return {};
  });

  app.get('/apps/:appId/channels', async (request) => {
    const { filter_by_prefix: prefix = '', info = '' } = stringQuery(request.query);
    const channels: Record<string, { user_count?: number }> = {};
    for (const name of await server.channelNames(prefix)) {
      channels[name] =
        info.includes('user_count') && channelKind(name) === 'presence'
          ? { user_count: (await server.channelInfo(name)).user_count }
          : {};
    }
    return { channels };
  });

  app.get<ChannelRoute>('/apps/:appId/channels/:channel', async (request) => {
    const { channel } = request.params;
    if (!isValidChannelName(channel)) throw new HttpApiError(400, 'Invalid channel name');
    const { info = '' } = stringQuery(request.query);
    const all = await server.channelInfo(channel);
    const out: Record<string, unknown> = { occupied: all.occupied };
    if (info.includes('user_count') && all.user_count !== undefined) out.user_count = all.user_count;
    if (info.includes('subscription_count')) out.subscription_count = all.subscription_count;
    return out;
  });

  app.get<ChannelRoute>('/apps/:appId/channels/:channel/users', async (request) => {
    const { channel } = request.params;
    if (channelKind(channel) !== 'presence') throw new HttpApiError(400, 'Only presence channels have users');
    return { users: (await server.presenceUsers(channel)).map((id) => ({ id })) };
  });
}
