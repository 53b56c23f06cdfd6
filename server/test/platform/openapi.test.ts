/**
 * The OpenAPI description at /api/openapi.json is a valid OpenAPI document (checked by
 * swagger-parser against the specification's own schema), with every operator and payment route in it.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { json, startServer, type TestServer } from '../helpers';

describe('GET /api/openapi.json', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('PGlite');
  });
  afterAll(() => server?.close());

  it('is valid OpenAPI 3.1', async () => {
    const doc = json<OpenAPIV3_1.Document>(await server.inject({ url: '/api/openapi.json' }));
    expect(doc.openapi).toBe('3.1.0');
    // validate() dereferences in place: give it a copy so the failure message can quote the original.
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeDefined();
  });

  it('the check refuses a broken description (so the pass above means something)', async () => {
    const doc = json<OpenAPIV3_1.Document>(await server.inject({ url: '/api/openapi.json' }));
    const broken = structuredClone(doc) as unknown as { paths: Record<string, Record<string, unknown>> };
    broken.paths['/api/login']!.post = { responses: 'none' };
    await expect(SwaggerParser.validate(broken as unknown as OpenAPIV3_1.Document)).rejects.toThrow();
  });

  it('names a 3.1 JSON Schema dialect the apps can read: no 3.0-only nullable', async () => {
    const text = (await server.inject({ url: '/api/openapi.json' })).body;
    expect(text).not.toContain('"nullable"');
  });
});
