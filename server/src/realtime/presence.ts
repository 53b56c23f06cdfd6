/**
 * Presence channel state: who is in each presence channel, and the member_added / member_removed
 * announcements. Alone, a process keeps it in memory (LocalPresence). With REDIS_URL every process
 * keeps it in Redis (RedisPresence), so a presence channel has one member list across processes:
 *
 *   {prefix}presence:{app}:{channel}          hash  user_id → user_info (JSON): the members
 *   {prefix}presence:{app}:{channel}:sockets  hash  "{process}|{user_id}" → sockets of that user on that process
 *   {prefix}presence:{app}:{channel}:count    hash  user_id → sockets of that user on every live process
 *   {prefix}presence:{app}:{channel}:version  the channel's change counter (one per member added or removed)
 *   {prefix}presence-channels:{app}           set   the presence channels that have members
 *   {prefix}presence-process:{app}:{process}  a process's heartbeat (expires after the TTL, 30 s by default)
 *
 * Every change is one Lua script, and the script itself publishes member_added / member_removed on
 * the fan-out topic when a user joins or leaves globally (first socket anywhere / last socket
 * anywhere), so announcements are ordered as the changes are. A process that dies leaves its
 * entries behind; they go when its heartbeat has expired: on every join and member read of the
 * channel, and on a timer in every process (which announces member_removed). A process that finds
 * its own heartbeat gone (Redis unreachable for longer than the TTL) writes its members back.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FanoutMessage } from './message';

export const MEMBER_ADDED = 'pusher_internal:member_added';
export const MEMBER_REMOVED = 'pusher_internal:member_removed';

export type JoinResult =
  | {
      ok: true;
      /** The channel's members after the join: [user_id, user_info]. */
      members: [string, unknown][];
      /** The channel's change counter the list belongs to (Redis); announcements at or below it are already in the list. */
      version?: number;
    }
  | { ok: false };

export interface PresenceStore {
  /** One more socket of userId in the channel; announces member_added (to every socket but `socketId`) when the user is new. */
  join(channel: string, userId: string, info: unknown, socketId: string): Promise<JoinResult>;
  /** One socket less; announces member_removed when it was the user's last socket. */
  leave(channel: string, userId: string): Promise<void>;
  /** The members of the channel and how many sockets hold them. */
  members(channel: string): Promise<{ members: [string, unknown][]; sockets: number }>;
  /** The presence channels that have members. */
  channels(): Promise<string[]>;
  close(): Promise<void>;
}

const addedData = (userId: string, info: unknown) => JSON.stringify({ user_id: userId, user_info: info });
const removedData = (userId: string) => JSON.stringify({ user_id: userId });

interface LocalMember {
  info: unknown;
  /** Connections of this process that hold this member in the channel. */
  sockets: number;
}

/** In memory, for one process. `emit` delivers an announcement to this process's sockets. */
export class LocalPresence implements PresenceStore {
  private readonly state = new Map<string, Map<string, LocalMember>>();
  constructor(
    private readonly maxMembers: number,
    private readonly emit: (message: FanoutMessage) => void,
  ) {}

  async join(channel: string, userId: string, info: unknown, socketId: string): Promise<JoinResult> {
    let members = this.state.get(channel);
    if (members && !members.has(userId) && members.size >= this.maxMembers) return { ok: false };
    if (!members) this.state.set(channel, (members = new Map<string, LocalMember>()));
    const member = members.get(userId);
    if (member) member.sockets++;
    else {
      members.set(userId, { info, sockets: 1 });
      this.emit({ channel, event: MEMBER_ADDED, data: addedData(userId, info), except: socketId });
    }
    return { ok: true, members: [...members].map(([id, m]) => [id, m.info]) };
  }

  async leave(channel: string, userId: string) {
    const members = this.state.get(channel);
    const member = members?.get(userId);
    if (!members || !member) return;
    if (--member.sockets > 0) return;
    members.delete(userId);
    if (members.size === 0) this.state.delete(channel);
    this.emit({ channel, event: MEMBER_REMOVED, data: removedData(userId) });
  }

  async members(channel: string) {
    const members = [...(this.state.get(channel) ?? [])];
    return {
      members: members.map(([id, m]): [string, unknown] => [id, m.info]),
      sockets: members.reduce((n, [, m]) => n + m.sockets, 0),
    };
  }

  async channels() {
    return [...this.state.keys()];
  }

  async close() {}
}

// ---------------------------------------------------------------------------------------------
// Redis

/**
 * Shared by the scripts. KEYS: 1 members, 2 sockets, 3 count, 4 version, 5 channel set.
 * ARGV of every script start with: 1 topic, 2 heartbeat key prefix, 3 channel.
 */
const LUA_COMMON = `
local topic, hbPrefix, channel = ARGV[1], ARGV[2], ARGV[3]
local function announce(event, data, except)
  local v = redis.call('INCR', KEYS[4])
  redis.call('PUBLISH', topic, cjson.encode({channel = channel, event = event, data = data, except = except, presenceVersion = v}))
  return v
end
local function added(user, info, data, except)
  redis.call('HSET', KEYS[1], user, info)
  redis.call('SADD', KEYS[5], channel)
  redis.call('PERSIST', KEYS[4])
  return announce('${MEMBER_ADDED}', data, except)
end
local function removed(user)
  redis.call('HDEL', KEYS[3], user)
  if redis.call('HDEL', KEYS[1], user) == 1 then
    announce('${MEMBER_REMOVED}', cjson.encode({user_id = user}), nil)
  end
end
local function tidy()
  if redis.call('HLEN', KEYS[1]) == 0 then
    redis.call('SREM', KEYS[5], channel)
    redis.call('DEL', KEYS[2], KEYS[3])
    -- the counter outlives a short gap (announcements still in flight), not forever
    redis.call('PEXPIRE', KEYS[4], 600000)
  end
end
-- Drops the sockets of processes whose heartbeat has expired; announces the users that had no other.
local function cleanup()
  local sockets = redis.call('HGETALL', KEYS[2])
  local alive = {}
  for i = 1, #sockets, 2 do
    local field = sockets[i]
    local sep = string.find(field, '|', 1, true)
    local pid = string.sub(field, 1, sep - 1)
    if alive[pid] == nil then alive[pid] = redis.call('EXISTS', hbPrefix .. pid) == 1 end
    if not alive[pid] then
      local user = string.sub(field, sep + 1)
      redis.call('HDEL', KEYS[2], field)
      if redis.call('HINCRBY', KEYS[3], user, -tonumber(sockets[i + 1])) <= 0 then removed(user) end
    end
  end
  tidy()
end
`;

/** ARGV 4 process, 5 user, 6 user_info JSON, 7 member_added data, 8 socket id, 9 member limit → {version, members} or {'full'}. */
const LUA_JOIN = `${LUA_COMMON}
cleanup()
local pid, user, info, data, except, max = ARGV[4], ARGV[5], ARGV[6], ARGV[7], ARGV[8], tonumber(ARGV[9])
local known = redis.call('HEXISTS', KEYS[1], user) == 1
if not known and redis.call('HLEN', KEYS[1]) >= max then return {'full'} end
redis.call('HINCRBY', KEYS[2], pid .. '|' .. user, 1)
redis.call('HINCRBY', KEYS[3], user, 1)
local v
if known then v = tonumber(redis.call('GET', KEYS[4]) or '0') else v = added(user, info, data, except) end
return {tostring(v), redis.call('HGETALL', KEYS[1])}
`;

/** ARGV 4 process, 5 user. */
const LUA_LEAVE = `${LUA_COMMON}
local field = ARGV[4] .. '|' .. ARGV[5]
local n = tonumber(redis.call('HGET', KEYS[2], field) or '0')
if n <= 0 then return 0 end
if n == 1 then redis.call('HDEL', KEYS[2], field) else redis.call('HINCRBY', KEYS[2], field, -1) end
if redis.call('HINCRBY', KEYS[3], ARGV[5], -1) <= 0 then
  removed(ARGV[5])
  tidy()
end
return 1
`;

/** → {members, sockets}. */
const LUA_MEMBERS = `${LUA_COMMON}
cleanup()
local sockets = 0
for _, n in ipairs(redis.call('HVALS', KEYS[3])) do sockets = sockets + tonumber(n) end
return {redis.call('HGETALL', KEYS[1]), sockets}
`;

/**
 * Sets this process's socket counts in the channel to what it holds (after it was taken for dead).
 * ARGV 4 process, then per user: user, sockets, user_info JSON, member_added data.
 */
const LUA_RESYNC = `${LUA_COMMON}
cleanup()
local prefix = ARGV[4] .. '|'
local target = {}
for i = 5, #ARGV, 4 do target[ARGV[i]] = {tonumber(ARGV[i + 1]), ARGV[i + 2], ARGV[i + 3]} end
local fields = redis.call('HKEYS', KEYS[2])
for _, field in ipairs(fields) do
  if string.sub(field, 1, #prefix) == prefix then
    local user = string.sub(field, #prefix + 1)
    if target[user] == nil then target[user] = {0} end
  end
end
for user, t in pairs(target) do
  local field = prefix .. user
  local old = tonumber(redis.call('HGET', KEYS[2], field) or '0')
  if t[1] ~= old then
    if t[1] > 0 then redis.call('HSET', KEYS[2], field, t[1]) else redis.call('HDEL', KEYS[2], field) end
    local total = redis.call('HINCRBY', KEYS[3], user, t[1] - old)
    if total <= 0 then removed(user)
    elseif t[2] and redis.call('HEXISTS', KEYS[1], user) == 0 then added(user, t[2], t[3], nil) end
  end
end
tidy()
return 1
`;

interface PresenceCommands {
  presenceJoin(...args: (string | number)[]): Promise<[string, string[]] | ['full']>;
  presenceLeave(...args: (string | number)[]): Promise<number>;
  presenceMembers(...args: (string | number)[]): Promise<[string[], number]>;
  presenceResync(...args: (string | number)[]): Promise<number>;
}

export interface RedisPresenceOptions {
  appId: string;
  /** The fan-out topic the announcements are published on (the one every process listens to). */
  topic: string;
  /** Prepended to every key (tests use a unique one). Default `site-realtime:`. */
  prefix?: string;
  /** Seconds a process's heartbeat lives (default 30); its entries go when it has expired. */
  ttlS?: number;
  maxMembers: number;
  log?: (level: 'info' | 'warn', msg: string, extra?: Record<string, unknown>) => void;
}

const pairs = (flat: string[]): [string, unknown][] => {
  const out: [string, unknown][] = [];
  for (let i = 0; i < flat.length; i += 2) out.push([flat[i]!, JSON.parse(flat[i + 1]!) as unknown]);
  return out;
};

export class RedisPresence implements PresenceStore {
  /** This process, as its socket counts and heartbeat name it. */
  readonly processId = randomBytes(8).toString('hex');
  private readonly redis: Redis & PresenceCommands;
  private readonly prefix: string;
  private readonly ttlMs: number;
  private readonly heartbeatKey: string;
  /** What this process holds (joins acknowledged, leaves sent): channel → user → sockets and info. */
  private readonly held = new Map<string, Map<string, { sockets: number; info: string; added: string }>>();
  private readonly inflight = new Set<Promise<unknown>>();
  private readonly timers: NodeJS.Timeout[] = [];
  private needsResync = false;
  private resyncing: Promise<void> | null = null;
  private closed = false;

  constructor(
    redis: Redis,
    private readonly opts: RedisPresenceOptions,
  ) {
    this.prefix = opts.prefix ?? 'site-realtime:';
    this.ttlMs = Math.max(1, opts.ttlS ?? 30) * 1000;
    this.heartbeatKey = `${this.hbPrefix}${this.processId}`;
    this.redis = redis as Redis & PresenceCommands;
    const define = (name: keyof PresenceCommands, lua: string) => {
      if (!(name in this.redis)) redis.defineCommand(name, { numberOfKeys: 5, lua });
    };
    define('presenceJoin', LUA_JOIN);
    define('presenceLeave', LUA_LEAVE);
    define('presenceMembers', LUA_MEMBERS);
    define('presenceResync', LUA_RESYNC);
    void this.track(this.redis.set(this.heartbeatKey, '1', 'PX', this.ttlMs));
    const every = (ms: number, fn: () => Promise<unknown>) => {
      const t = setInterval(() => void fn().catch((err: Error) => this.warn('presence upkeep failed', err)), ms);
      t.unref();
      this.timers.push(t);
    };
    every(Math.max(200, this.ttlMs / 3), () => this.heartbeat());
    every(Math.max(500, this.ttlMs / 2), () => this.channels());
  }

  private get hbPrefix() {
    return `${this.prefix}presence-process:${this.opts.appId}:`;
  }
  private get channelSet() {
    return `${this.prefix}presence-channels:${this.opts.appId}`;
  }
  private keys(channel: string): (string | number)[] {
    const base = `${this.prefix}presence:${this.opts.appId}:${channel}`;
    return [
      base,
      `${base}:sockets`,
      `${base}:count`,
      `${base}:version`,
      this.channelSet,
      this.opts.topic,
      this.hbPrefix,
      channel,
    ];
  }

  private warn(msg: string, err: Error) {
    this.opts.log?.('warn', msg, { err: err.message });
  }

  /** Remembers a command until it is answered (a resync waits for those). */
  private track<T>(p: Promise<T>): Promise<T> {
    this.inflight.add(p);
    const done = () => this.inflight.delete(p);
    p.then(done, done);
    return p;
  }

  async join(channel: string, userId: string, info: unknown, socketId: string): Promise<JoinResult> {
    if (this.closed) throw new Error('presence store closed');
    const infoJson = JSON.stringify(info ?? null);
    const added = addedData(userId, info);
    let reply: Awaited<ReturnType<PresenceCommands['presenceJoin']>>;
    try {
      reply = await this.track(
        this.redis.presenceJoin(
          ...this.keys(channel),
          this.processId,
          userId,
          infoJson,
          added,
          socketId,
          this.opts.maxMembers,
        ),
      );
    } catch (err) {
      // It may or may not have been applied: write back what this process holds at the next heartbeat.
      this.needsResync = true;
      throw err;
    }
    if (reply[0] === 'full') return { ok: false };
    let users = this.held.get(channel);
    if (!users) this.held.set(channel, (users = new Map<string, { sockets: number; info: string; added: string }>()));
    const mine = users.get(userId);
    if (mine) mine.sockets++;
    else users.set(userId, { sockets: 1, info: infoJson, added });
    return { ok: true, version: Number(reply[0]), members: pairs((reply as [string, string[]])[1]) };
  }

  async leave(channel: string, userId: string) {
    if (this.closed) return;
    const users = this.held.get(channel);
    const mine = users?.get(userId);
    if (mine && --mine.sockets <= 0) {
      users!.delete(userId);
      if (users!.size === 0) this.held.delete(channel);
    }
    try {
      await this.track(this.redis.presenceLeave(...this.keys(channel), this.processId, userId));
    } catch (err) {
      this.needsResync = true;
      throw err;
    }
  }

  async members(channel: string) {
    const [flat, sockets] = await this.redis.presenceMembers(...this.keys(channel));
    return { members: pairs(flat), sockets: Number(sockets) };
  }

  /** Also the timer's cleanup: every channel loses its dead processes' members (announced). */
  async channels() {
    const names = await this.redis.smembers(this.channelSet);
    const live: string[] = [];
    for (const channel of names) if ((await this.members(channel)).members.length > 0) live.push(channel);
    return live.sort();
  }

  private async heartbeat() {
    if (this.closed) return;
    // XX: refreshed only if it still exists; gone means the others may have dropped our members.
    const refreshed = await this.redis.set(this.heartbeatKey, '1', 'PX', this.ttlMs, 'XX');
    if (refreshed === null) {
      await this.redis.set(this.heartbeatKey, '1', 'PX', this.ttlMs);
      this.needsResync = true;
      this.opts.log?.('warn', 'realtime presence heartbeat had expired; writing this process’s members back');
    }
    if (this.needsResync && !this.resyncing) {
      this.resyncing = this.resync().finally(() => (this.resyncing = null));
      await this.resyncing;
    }
  }

  /** Writes back the socket counts this process holds, once no command of its own is in flight. */
  private async resync() {
    this.needsResync = false;
    const listed = await this.redis.smembers(this.channelSet);
    while (this.inflight.size > 0) await Promise.allSettled([...this.inflight]);
    // No await from here until every script is sent: nothing can change `held` in between.
    const sent: Promise<unknown>[] = [];
    const channels = new Set([...this.held.keys(), ...listed]);
    for (const channel of channels) {
      const args: (string | number)[] = [...this.keys(channel), this.processId];
      for (const [user, m] of this.held.get(channel) ?? []) args.push(user, m.sockets, m.info, m.added);
      sent.push(this.track(this.redis.presenceResync(...args)));
    }
    const failed = (await Promise.allSettled(sent)).some((r) => r.status === 'rejected');
    if (failed) this.needsResync = true;
  }

  /** Takes this process's members out (announcing those who leave), as a dead process's would be. */
  async close() {
    if (this.closed) return;
    this.closed = true;
    for (const t of this.timers) clearInterval(t);
    await this.resyncing?.catch(() => undefined);
    while (this.inflight.size > 0) await Promise.allSettled([...this.inflight]);
    try {
      await this.redis.del(this.heartbeatKey);
      const channels = new Set([...this.held.keys(), ...(await this.redis.smembers(this.channelSet))]);
      await Promise.all([...channels].map((channel) => this.redis.presenceMembers(...this.keys(channel))));
    } catch (err) {
      this.warn(
        'realtime presence: could not take this process’s members out (they go when its heartbeat expires)',
        err as Error,
      );
    }
  }
}
