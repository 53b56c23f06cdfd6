/**
 * Bad input is a 400 naming the field, never a 500: every route of the OpenAPI description, each
 * field of its body, query and path in turn given a malformed value (integers beyond the database's
 * range, non-finite numbers, NUL bytes, wrong types, huge strings), the rest of the request valid.
 * Runs with a member's token so the routes behind it are reached too.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import { DEV_OPERATOR_API_KEY } from '../../src/config';
import { DATABASES, json, startServer, tokenFor, type CallResponse, type TestServer } from '../helpers';

type Schema = OpenAPIV3_1.SchemaObject & { properties?: Record<string, Schema> };

/** Malformed values, each sent as raw JSON (so 1e400 and 2^53 arrive as numbers). */
const BAD_JSON = [
  '2147483648',
  '-2147483649',
  '1e20',
  '9007199254740993',
  '1e400',
  '-1e400',
  '"1e400"',
  '"a\\u0000b"',
  'null',
  'true',
  '[]',
  '{}',
  `"${'x'.repeat(70_000)}"`,
];
const BAD_QUERY = ['2147483648', '1e20', '1e400', 'a%00b', '-1', '', 'x'.repeat(5000)];

/** A plausible valid value of a schema, so only the field under test is malformed. */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, sample((schema.properties ?? {})[name])]));
    default:
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      return typeof schema.minLength === 'number' ? 'a'.repeat(Math.max(1, schema.minLength)) : 'a';
  }
}

interface Operation {
  method: 'get' | 'post';
  path: string;
  body?: Schema;
  query: OpenAPIV3_1.ParameterObject[];
  params: OpenAPIV3_1.ParameterObject[];
}

function operationsOf(doc: OpenAPIV3_1.Document): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'post'] as const) {
      const op = item?.[method];
      if (!op) continue;
      const parameters = (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      const content = (op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content;
      out.push({
        method,
        path,
        body: content?.['application/json']?.schema,
        query: parameters.filter((p) => p.in === 'query'),
        params: parameters.filter((p) => p.in === 'path'),
      });
    }
  }
  return out;
}

describe.each(DATABASES)('API fuzz on %s', (label) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer(label);
    token = await tokenFor(server, 'demo01');
  }, 60_000);
  afterAll(() => server?.close());

  it('answers every malformed field of every route without a 5xx', async () => {
    const doc = json<OpenAPIV3_1.Document>(await server.inject({ url: '/api/openapi.json' }));
    // Logging out would end the token the other routes are fuzzed with.
    const operations = operationsOf(doc).filter((op) => !op.path.endsWith('/logout'));
    expect(operations.length).toBeGreaterThan(60);
    const failures: string[] = [];
    let sent = 0;
    const check = (what: string, res: CallResponse) => {
      sent += 1;
      if (res.statusCode >= 500) failures.push(`${what} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    };
    const pathWith = (op: Operation, override?: [string, string]) =>
      op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        override && override[0] === name
          ? override[1]
          : encodeURIComponent(String(sample(op.params.find((p) => p.name === name)?.schema as Schema))),
      );
    const headers = {
      authorization: token,
      'content-type': 'application/json',
      'x-operator-key': DEV_OPERATOR_API_KEY,
    };

    for (const op of operations) {
      const url = pathWith(op);
      if (op.method === 'post') {
        const base = (sample(op.body ?? { type: 'object' }) ?? {}) as Record<string, unknown>;
        const fields = Object.keys(op.body?.properties ?? {});
        for (const field of fields) {
          for (const bad of BAD_JSON) {
            const rest = JSON.stringify({ ...base, [field]: 0 }).replace(`"${field}":0`, `"${field}":${bad}`);
            check(
              `POST ${url} ${field}=${bad.slice(0, 20)}`,
              await server.inject({ method: 'POST', url, payload: rest, headers }),
            );
          }
        }
        // The whole body malformed.
        for (const body of ['[]', '"x"', '{"a":"\\u0000"}', '{']) {
          check(`POST ${url} body ${body}`, await server.inject({ method: 'POST', url, payload: body, headers }));
        }
      }
      const query = new URLSearchParams(
        Object.fromEntries(op.query.filter((p) => p.required).map((p) => [p.name, String(sample(p.schema as Schema))])),
      );
      for (const param of op.query) {
        for (const bad of BAD_QUERY) {
          const q = new URLSearchParams(query);
          q.set(param.name, decodeURIComponent(bad));
          check(
            `${op.method} ${url}?${param.name}=${bad.slice(0, 20)}`,
            await server.inject({ method: op.method.toUpperCase(), url: `${url}?${q}`, headers }),
          );
        }
      }
      for (const param of op.params) {
        for (const bad of BAD_QUERY.filter(Boolean)) {
          const target = pathWith(op, [param.name, bad]);
          check(
            `${op.method} ${target.slice(0, 80)}`,
            await server.inject({ method: op.method.toUpperCase(), url: target, headers }),
          );
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 600_000);
});
