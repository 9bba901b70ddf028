import { z } from 'zod';
import { CODE_FAIL, CODE_LOGIN, CODE_OK, ERROR_KEYS } from '@/lib/contract';
import { DEFAULT_BODY_LIMIT, needsUser, type Endpoint } from './endpoint';

type JsonSchema = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** A failure envelope whose `data.error` is one of `errors` (or any key of the closed list). */
function failureSchema(
  description: string,
  code: number,
  error: JsonSchema,
  extra: { retryAfter?: boolean } = {},
): JsonSchema {
  return {
    type: 'object',
    description,
    required: ['code', 'msg', 'data'],
    additionalProperties: false,
    properties: {
      code: { const: code },
      msg: { type: 'string', description: "The failure in the request's language" },
      data: {
        type: 'object',
        required: extra.retryAfter ? ['error', 'retry_after'] : ['error'],
        additionalProperties: false,
        properties: {
          error,
          field: { type: 'string', description: 'invalidField: the first invalid field' },
          retry_after: {
            type: 'integer',
            minimum: 1,
            description: 'Seconds to wait (also the Retry-After header)',
          },
        },
      },
    },
  };
}

/** The shared schemas and answers of every operation (lib/contract in OpenAPI terms). */
const components = {
  securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
  schemas: {
    ErrorKey: {
      type: 'string',
      enum: [...ERROR_KEYS],
      description: 'The closed list of failure keys (`data.error`)',
    },
    Failure: failureSchema('Code 1: a handled failure', CODE_FAIL, ref('ErrorKey')),
    NotLoggedIn: failureSchema(
      'Code 700: no valid token (missing, expired or revoked)',
      CODE_LOGIN,
      { const: 'notLoggedIn' },
    ),
    NotFound: failureSchema('An unknown path', CODE_FAIL, { const: 'notFound' }),
    TooLarge: failureSchema('The body is over the limit', CODE_FAIL, { const: 'tooLarge' }),
    RateLimited: failureSchema(
      'A budget is used up',
      CODE_FAIL,
      { enum: ['rateLimited', 'codeResendWait', 'smsHourlyLimit', 'paymentPasswordLocked'] },
      { retryAfter: true },
    ),
  },
  responses: {
    NotFound: {
      description: 'Unknown path (HTTP 404); test routes answer it to any caller but this machine',
      content: json(ref('NotFound')),
    },
    TooLarge: {
      description: 'Body over the limit (HTTP 413); the connection is closed',
      content: json(ref('TooLarge')),
    },
    RateLimited: {
      description: 'Too many tries (HTTP 429)',
      headers: {
        'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } },
      },
      content: json(ref('RateLimited')),
    },
    Error: {
      description:
        'Any other failure: 500 internal; 503 serviceUnavailable with Retry-After while a part the site needs (the database) is briefly down, safe to retry; 507 storageFull for an upload when storage is full; or a request the HTTP server refused (400, 408, 414, 431)',
      content: json(ref('Failure')),
    },
  },
};

function schemaOf(s: z.ZodType): JsonSchema {
  try {
    const out = z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    delete out.$schema;
    return out;
  } catch {
    return {};
  }
}

/** `Football/football_match_detail` → `footballFootballMatchDetail`: stable, from the path. */
export function operationId(path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words
    .map((w, i) => (i === 0 ? w[0].toLowerCase() : w[0].toUpperCase()) + w.slice(1))
    .join('');
}

type InputSchema = { properties?: Record<string, JsonSchema>; required?: string[] };

/** A GET's input as query parameters. */
function queryParameters(input: InputSchema) {
  const required = new Set(input.required ?? []);
  return Object.entries(input.properties ?? {}).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return {
      name,
      in: 'query',
      required: required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

/** What a call of `ep` may answer: HTTP 200 with one of the envelopes, and the refusals. */
function responses(ep: Endpoint) {
  const success = {
    type: 'object',
    description: 'Code 0: success',
    required: ['code', 'msg', 'data'],
    additionalProperties: false,
    properties: {
      code: { const: CODE_OK },
      msg: { type: 'string', description: 'A success message, or empty' },
      data: ep.output ? schemaOf(ep.output) : {},
    },
  };
  const envelopes = [success, ref('Failure'), ...(needsUser(ep.auth) ? [ref('NotLoggedIn')] : [])];
  const role =
    ep.auth === 'anchor'
      ? ' (1 "forbidden" for a user who is not an anchor)'
      : ep.auth === 'admin'
        ? ' (1 "forbidden" for a user who is not an administrator)'
        : ep.auth === 'moderator' || ep.auth === 'editor'
          ? ` (1 "forbidden" for a user who is neither a ${ep.auth} nor an administrator)`
          : '';
  return {
    200: {
      description: needsUser(ep.auth)
        ? `The envelope: code 0 with the data, 1 a failure${role}, 700 not logged in`
        : 'The envelope: code 0 with the data, or 1 a failure',
      content: json({ oneOf: envelopes }),
    },
    ...(ep.loopbackOnly ? { 404: { $ref: '#/components/responses/NotFound' } } : {}),
    413: { $ref: '#/components/responses/TooLarge' },
    ...(ep.rateLimited ? { 429: { $ref: '#/components/responses/RateLimited' } } : {}),
    default: { $ref: '#/components/responses/Error' },
  };
}

/** OpenAPI 3.1 document built from the same zod schemas that validate requests. */
export function openApiDocument(endpoints: Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const ids = new Map<string, string>();
  const tags = new Set<string>();
  for (const ep of [...endpoints].sort((a, b) => a.path.localeCompare(b.path))) {
    const input = schemaOf(ep.input);
    const limit = ep.bodyLimit ?? DEFAULT_BODY_LIMIT;
    const id = operationId(ep.path);
    const idempotency = ep.idempotent
      ? [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: true,
            description:
              'Client-generated, 8–128 of A-Z a-z 0-9 . _ : -. A retry with the same key and request gets the first answer (header Idempotent-Replayed: true) and moves nothing again; the same key with a different request is refused (idempotencyKeyReused). Kept for 24 h per user.',
            schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{8,128}$' },
          },
        ]
      : [];
    const common = {
      summary: ep.summary,
      tags: [ep.tag],
      security: ep.auth === 'none' ? [] : [{ token: [] }],
      'x-auth': ep.auth,
      responses: responses(ep),
    };
    const post = ep.rawBody
      ? {
          ...common,
          operationId: id,
          description: `The body is the file itself, streamed (at most ${limit} bytes); the fields are query parameters.`,
          parameters: [...idempotency, ...queryParameters(input)],
          requestBody: {
            required: true,
            description: ep.rawBody.description,
            content: Object.fromEntries(
              ep.rawBody.contentTypes.map((t) => [
                t,
                { schema: { type: 'string', contentMediaType: t, format: 'binary' } },
              ]),
            ),
          },
        }
      : {
          ...common,
          operationId: ep.method === 'GET' ? `${id}Post` : id,
          ...(idempotency.length ? { parameters: idempotency } : {}),
          description:
            ep.method === 'GET'
              ? `The same as GET, with the input in the body. Bodies up to ${limit} bytes.`
              : `Bodies up to ${limit} bytes.`,
          requestBody: {
            description: 'Fields may also be sent as the query string or a form body.',
            content: {
              'application/json': { schema: input },
              'application/x-www-form-urlencoded': { schema: input },
              'multipart/form-data': { schema: input },
            },
          },
        };
    const item: Record<string, unknown> =
      ep.method === 'GET'
        ? {
            get: {
              ...common,
              operationId: id,
              parameters: [...idempotency, ...queryParameters(input)],
            },
            post,
          }
        : { post };
    for (const op of Object.values(item) as { operationId: string }[]) {
      const taken = ids.get(op.operationId.toLowerCase());
      if (taken) throw new Error(`operationId ${op.operationId} of ${ep.path} is also ${taken}'s`);
      ids.set(op.operationId.toLowerCase(), ep.path);
    }
    tags.add(ep.tag);
    paths['/api/' + ep.path] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Platform API',
      version: '1',
      description:
        'Token-header API (docs/product.md §7). Paths are case-insensitive; every response is the envelope {code,msg,data}: code 0 success, 1 failure with data.error from the closed list ErrorKey, 700 not logged in.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This site (the API is under /api)' }],
    tags: [...tags].sort().map((name) => ({ name, description: `The ${name} endpoints` })),
    components,
    paths,
  };
}
