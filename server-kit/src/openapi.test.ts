import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonSchemaOf, openApiDocument, routeMatcher, type OperationSpec } from './openapi';

const item = z.object({
  _id: z.uuid(),
  name: z.string().trim().max(10),
  tags: z.array(z.string()).optional(),
});
const operations: OperationSpec[] = [
  {
    method: 'get',
    path: '/api/item/:id',
    tag: 'Items',
    summary: 'One item',
    access: 'public',
    params: z.object({ id: z.uuid() }),
    responses: { 200: { description: 'The item.', schema: z.object({ success: z.literal(true), item }) } },
  },
  {
    method: 'get',
    path: '/api/item/list',
    tag: 'Items',
    summary: 'Items',
    access: ['admin'],
    query: z.object({
      page: z.preprocess((value) => Number(value), z.number().int()).optional(),
      q: z.string(),
    }),
    responses: { 200: { description: 'Items.' } },
  },
  {
    method: 'post',
    path: '/api/item',
    tag: 'Items',
    summary: 'Add',
    access: 'signed-in',
    body: { schema: item.omit({ _id: true }) },
    responses: { 201: { description: 'Added.' } },
  },
];

describe('openApiDocument', () => {
  const document = openApiDocument({ title: 'T', version: '1', description: 'D' }, operations);

  it('turns Express paths, zod params, queries, bodies and answers into OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
    const get = document.paths['/api/item/{id}']?.get as Record<string, unknown>;
    expect(get.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: expect.objectContaining({ format: 'uuid' }) },
    ]);
    expect(get.security).toEqual([]);
    const answer = (get.responses as Record<string, { content: Record<string, { schema: unknown }> }>)['200'];
    // Answers are read as the server writes them: unknown fields are not allowed.
    expect(answer?.content['application/json']?.schema).toMatchObject({
      properties: { item: { additionalProperties: false, required: ['_id', 'name'] } },
    });
    const list = document.paths['/api/item/list']?.get as { parameters: unknown[]; security: unknown[] };
    expect(list.parameters).toEqual([
      // A preprocessed number is documented as the number the query's text must spell.
      {
        name: 'page',
        in: 'query',
        required: false,
        schema: expect.objectContaining({ type: 'integer' }),
      },
      { name: 'q', in: 'query', required: true, schema: { type: 'string' } },
    ]);
    expect(list.security).toEqual([{ bearer: [] }, { tokenHeader: [] }]);
    const post = document.paths['/api/item']?.post as { requestBody: unknown; responses: object };
    expect(post.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { properties: { name: { maxLength: 10 } } } } },
    });
    expect(Object.keys(post.responses)).toEqual(['201', 'default']);
  });

  it('refuses an operation listed twice', () => {
    const twice = operations.slice(0, 1).concat(operations.slice(0, 1));
    expect(() => openApiDocument({ title: 'T', version: '1', description: 'D' }, twice)).toThrow(
      'get /api/item/{id} is listed twice',
    );
  });

  it('documents the input side of a transform', () => {
    const trimmed = z.string().transform((value) => value.length);
    expect(jsonSchemaOf(trimmed, 'input')).toEqual({ type: 'string' });
  });
});

describe('routeMatcher', () => {
  const routes = routeMatcher(operations);
  it('finds the documented template, static paths before templated ones', () => {
    expect(routes.match('GET', '/api/item/list')).toBe('/api/item/list');
    expect(routes.match('GET', '/api/item/123')).toBe('/api/item/{id}');
    expect(routes.match('HEAD', '/api/item/123/')).toBe('/api/item/{id}');
    expect(routes.match('POST', '/api/item')).toBe('/api/item');
    expect(routes.match('DELETE', '/api/item/123')).toBeUndefined();
    expect(routes.match('GET', '/api/item/1/2')).toBeUndefined();
  });
});
