/**
 * The realtime channel authorisation (SPEC §7 "Real-time"): laravel-echo and pusher-js post the
 * subscription (as a form or JSON) and expect Pusher's own answer, {auth[, channel_data]}, not the
 * envelope; failures answer {error} with 400, 401 or 403.
 */
import { defineCall, Type } from './call';

export const broadcastingCalls = {
  auth: defineCall({
    method: 'POST',
    path: '/broadcasting/auth',
    summary: 'Signs a private or presence channel subscription for the token member (Pusher channel authorisation)',
    description:
      'A member may join private-member.{its id}, private-member.{its currency} and presence-online.{its site}. 401 without a valid token, 403 for any other channel.',
    tags: ['auth'],
    body: Type.Object({
      socket_id: Type.Optional(Type.String({ maxLength: 64 })),
      channel_name: Type.Optional(Type.String({ maxLength: 200 })),
    }),
    data: Type.Null(),
    envelope: Type.Object({
      auth: Type.String({ description: '<key>:<HMAC-SHA256 signature>' }),
      channel_data: Type.Optional(Type.String({ description: 'Presence channels: JSON {user_id, user_info}' })),
    }),
    codes: {},
    auth: true,
    errors: [401, 403],
  }),
};
