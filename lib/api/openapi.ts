import { z } from 'zod';
import type { Endpoint } from './endpoint';

const envelope = (data: Record<string, unknown>) => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: {
    code: { type: 'integer', enum: [0, 1, 700], description: '0 success, 1 failure, 700 not logged in' },
    msg: { type: 'string' },
    data,
  },
});

function schemaOf(s: z.ZodType): Record<string, unknown> {
  try {
    return z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** OpenAPI 3.1 document built from the same zod schemas that validate requests. */
export function openApiDocument(endpoints: Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const ep of [...endpoints].sort((a, b) => a.path.localeCompare(b.path))) {
    const input = schemaOf(ep.input);
    delete input.$schema;
    const op = {
      summary: ep.summary,
      tags: [ep.tag],
      security: ep.auth === 'none' ? [] : [{ token: [] }],
      'x-auth': ep.auth,
      requestBody: {
        description: 'Fields may also be sent as the query string or a form body.',
        content: { 'application/json': { schema: input } },
      },
      responses: {
        200: {
          description: 'Envelope',
          content: {
            'application/json': {
              schema: envelope(ep.output ? (schemaOf(ep.output) as Record<string, unknown>) : {}),
            },
          },
        },
      },
    };
    const methods = ep.method === 'GET' ? ['get', 'post'] : ['post'];
    paths['/api/' + ep.path] = Object.fromEntries(methods.map((m) => [m, op]));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Platform API',
      version: '1',
      description:
        'Token-header API (SPEC.md §7). Paths are case-insensitive; every response is the envelope {code,msg,data}.',
    },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    paths,
  };
}
