/**
 * Answers that are the same for everyone who asks the same thing (the site config of a brand on a
 * host): serialised once, compressed once per encoding, sent with an ETag (304 on If-None-Match).
 * Without this, each request read the database twice, checked the config against its schema,
 * serialised it and compressed it again: the page's first call cost as much as a login's database
 * work. An answer is kept `ttlMs` (a change made outside this process, by hand in the database or by
 * another process on the same PostgreSQL, shows within that time) and dropped at once by `clear()`
 * when this process changes what it is made of.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type AnswerEncoding = 'br' | 'gzip';

/** The best of br and gzip the client accepts (q > 0), or null. */
export function pickEncoding(header: unknown): AnswerEncoding | null {
  if (typeof header !== 'string') return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (accepted.has('br') ? ok('br') : false) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

export const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Adds names to the Vary header, keeping what is there (CORS puts Origin in it: replacing it would
 * let a cache hand one origin's answer to another).
 */
export function addVary(reply: FastifyReply, ...names: string[]): void {
  const current = reply.getHeader('vary');
  const have = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const lower = new Set(have.map((v) => v.toLowerCase()));
  const all = [...have, ...names.filter((n) => !lower.has(n.toLowerCase()))];
  reply.header('vary', all.join(', '));
}

/** Below this size an answer goes plain: compressing it saves less than its headers cost (as @fastify/compress). */
export const COMPRESS_FROM_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli at `quality`, told the input's size (it picks its window from it). */
export const brotliAt = (input: Buffer, quality: number) =>
  brotli(input, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  });

/** An answer as sent to everyone who asks the same: its JSON text, its ETag and its compressed forms. */
export interface SharedAnswer {
  json: string;
  etag: string;
  /** Compressed on first demand, off the event loop, once per encoding. */
  encoded: Partial<Record<AnswerEncoding, Promise<Buffer>>>;
}

/** An answer from JSON text already written. */
export const answerOfJson = (json: string): SharedAnswer => ({ json, etag: etagOf(json), encoded: {} });

export const sharedAnswer = (value: unknown): SharedAnswer => answerOfJson(JSON.stringify(value));

export interface EncodeOptions {
  /** Brotli's quality for the first compression (11, its best, suits answers of a few KB). */
  brotliQuality: number;
  /**
   * From this plain size, a brotli answer made below quality 11 is made again at 11 in the
   * background (about a fifth smaller, seconds of one core per megabyte, on libuv's thread pool)
   * and served that way from then on. Infinity: never.
   */
  refineFrom: number;
}

const SMALL_ANSWER: EncodeOptions = { brotliQuality: 11, refineFrom: Infinity };

/** The answer compressed with `encoding`: made once (concurrent requests wait for the same work), kept with it. */
export function encodedAs(
  answer: SharedAnswer,
  encoding: AnswerEncoding,
  { brotliQuality, refineFrom }: EncodeOptions = SMALL_ANSWER,
): Promise<Buffer> {
  let done = answer.encoded[encoding];
  if (done) return done;
  const input = Buffer.from(answer.json);
  done = encoding === 'br' ? brotliAt(input, brotliQuality) : gzip(input, { level: 9 });
  answer.encoded[encoding] = done;
  done.then(
    () => {
      if (encoding !== 'br' || brotliQuality >= 11 || input.length < refineFrom) return;
      brotliAt(input, 11).then(
        (smaller) => {
          answer.encoded.br = Promise.resolve(smaller);
        },
        () => undefined,
      );
    },
    () => {
      // A failed compression is tried again by the next request.
      if (answer.encoded[encoding] === done) delete answer.encoded[encoding];
    },
  );
  return done;
}

export interface SendOptions {
  cacheControl: string;
  /** Request headers the answer depends on besides Accept-Encoding. */
  vary?: string[];
  /** How the answer is compressed (encodedAs with its defaults unless given). */
  encode?: (encoding: AnswerEncoding) => Promise<Buffer>;
}

/**
 * Sends a shared answer: its ETag, 304 when the client has it, else the body compressed the way the
 * client takes (plain below COMPRESS_FROM_BYTES). The route is registered with `compress: false`, as
 * the body arrives compressed.
 */
export async function sendShared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SharedAnswer,
  { cacheControl, vary = [], encode = (encoding) => encodedAs(answer, encoding) }: SendOptions,
): Promise<FastifyReply> {
  reply.header('etag', answer.etag).header('cache-control', cacheControl);
  addVary(reply, ...vary, 'accept-encoding');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = answer.json.length >= COMPRESS_FROM_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.json);
  return reply.header('content-encoding', encoding).send(await encode(encoding));
}

/**
 * Shared answers by key, each built once (concurrent first requests wait for the same build), kept
 * `ttlMs`. A build that fails is not kept: the next request tries again. `clear()` drops a build
 * under way too: it answers the requests already waiting for it, and the next one builds again.
 */
export class SharedAnswers {
  private readonly entries = new Map<string, { answer: Promise<SharedAnswer>; until: number }>();

  /**
   * `maxEntries` bounds the memory a stream of made-up keys (Host headers) can take: past it, the
   * expired answers go, and all of them if none had.
   */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 256,
    private readonly nowMs: () => number = Date.now,
  ) {}

  get(key: string, build: () => Promise<unknown>): Promise<SharedAnswer> {
    const now = this.nowMs();
    const entry = this.entries.get(key);
    if (entry && entry.until > now) return entry.answer;
    if (!entry && this.entries.size >= this.maxEntries) {
      for (const [k, e] of this.entries) if (e.until <= now) this.entries.delete(k);
      if (this.entries.size >= this.maxEntries) this.entries.clear();
    }
    const answer = build().then(sharedAnswer);
    const fresh = { answer, until: now + this.ttlMs };
    this.entries.set(key, fresh);
    answer.catch(() => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    });
    return answer;
  }

  /** Drops every answer: what they are made of has changed. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
