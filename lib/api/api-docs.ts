import 'server-only';
import { openApiDocument } from './openapi';
import { allEndpoints } from './routes';
import type { Auth } from './endpoint';

/** The command that regenerates docs/api.md (also named in the page and by the docs test). */
export const DOCS_COMMAND =
  'node --import ./scripts/hooks/register.mjs --import tsx scripts/gen-api-docs.ts';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
};

type Operation = {
  summary: string;
  operationId: string;
  tags: string[];
  'x-auth': Auth;
  /** A streamed upload (Endpoint.rawBody) has no JSON body: its fields are query parameters. */
  requestBody: { content: { 'application/json'?: { schema: Schema } } & Record<string, unknown> };
  parameters?: { name: string; required: boolean; description?: string; schema: Schema }[];
  responses: {
    // The first envelope is the success one (code 0).
    200: {
      content: { 'application/json': { schema: { oneOf: { properties: { data: Schema } }[] } } };
    };
  };
};

const SAFE = 9007199254740991;

function typeName(s: Schema): string {
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return alts.map(typeName).join(' \\| ');
  if (s.type === 'array') return `${s.items ? typeName(s.items) : 'any'}[]`;
  if (Array.isArray(s.type)) return s.type.join(' \\| ');
  if (s.type === 'object') return 'object';
  return s.type ?? 'any';
}

function rules(s: Schema): string {
  const out: string[] = [];
  if (s.minLength !== undefined && s.maxLength !== undefined)
    out.push(`${s.minLength}–${s.maxLength} chars`);
  else if (s.minLength !== undefined && s.minLength > 1) out.push(`≥ ${s.minLength} chars`);
  else if (s.maxLength !== undefined) out.push(`≤ ${s.maxLength} chars`);
  const min = s.minimum !== undefined && Math.abs(s.minimum) !== SAFE ? s.minimum : undefined;
  const max = s.maximum !== undefined && Math.abs(s.maximum) !== SAFE ? s.maximum : undefined;
  if (min !== undefined && max !== undefined) out.push(`${min}–${max}`);
  else if (min !== undefined) out.push(`≥ ${min}`);
  else if (max !== undefined) out.push(`≤ ${max}`);
  if (s.pattern) out.push(`pattern \`${s.pattern}\``);
  if (s.default !== undefined) out.push(`default ${JSON.stringify(s.default)}`);
  if (s.description) out.push(s.description);
  return out.join('; ').replace(/\|/g, '\\|');
}

function inputTable(schema: Schema): string[] {
  // One of several shapes (admin/settingsUpdate's groups): a table each, named by its constant.
  const alts = schema.oneOf ?? schema.anyOf;
  if (alts && !schema.properties) {
    return alts.flatMap((alt, i) => {
      const tag = Object.entries(alt.properties ?? {}).find(([, v]) => v.const !== undefined);
      const name = tag ? `\`${tag[0]}\`: \`${JSON.stringify(tag[1].const)}\`` : `shape ${i + 1}`;
      return [`One of (${name}):`, '', ...inputTable(alt)];
    });
  }
  const props = Object.entries(schema.properties ?? {});
  if (!props.length) return ['No input.', ''];
  const required = new Set(schema.required ?? []);
  return [
    '| field | type | required | rules |',
    '|---|---|---|---|',
    ...props.map(
      ([name, s]) =>
        `| \`${name}\` | ${typeName(s)} | ${required.has(name) ? 'yes' : 'no'} | ${rules(s)} |`,
    ),
    '',
  ];
}

/** A compact TypeScript-like rendering of a data schema, one field per line with its note. */
function shape(s: Schema, indent = ''): string {
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return alts.map((a) => shape(a, indent)).join(' | ');
  if (s.type === 'array') return `${s.items ? shape(s.items, indent) : 'any'}[]`;
  if (s.type === 'object' && s.properties) {
    const inner = indent + '  ';
    const required = new Set(s.required ?? []);
    const lines = Object.entries(s.properties).map(([k, v]) => {
      const note = v.description ? `  // ${v.description}` : '';
      return `${inner}${k}${required.has(k) ? '' : '?'}: ${shape(v, inner)}${note}`;
    });
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
  if (s.type === 'integer') return 'integer';
  return typeName(s).replace(/\\\|/g, '|');
}

const AUTH: Record<Operation['x-auth'], string> = {
  none: 'none',
  optional: 'optional (`token` header; answers differ when logged in)',
  required: 'required (`token` header; code 700 without a valid one)',
  anchor: 'anchor (`token` header of an anchor; code 700 without one, 1 `forbidden` for others)',
  admin:
    'administrator (`token` header of a site administrator; code 700 without one, 1 `forbidden` for others)',
  moderator:
    'moderator (`token` header of a moderator or an administrator; code 700 without one, 1 `forbidden` for others)',
  editor:
    'editor (`token` header of an editor or an administrator; code 700 without one, 1 `forbidden` for others)',
};

/** docs/api.md, rendered from the same OpenAPI document that /api/openapi.json serves. */
export function renderApiDocs(): string {
  const doc = openApiDocument(allEndpoints({ dev: true }));
  const byTag = new Map<string, { path: string; methods: string[]; op: Operation }[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    const methods = Object.keys(item).map((m) => m.toUpperCase());
    // Every path has a POST, whose body schema is the endpoint's whole input.
    const op = item.post as Operation;
    const tag = op.tags[0] ?? 'other';
    if (!byTag.has(tag)) byTag.set(tag, []);
    byTag.get(tag)!.push({ path, methods, op });
  }
  const tags = [...byTag.keys()].sort();
  const out: string[] = [
    '# Platform API reference',
    '',
    `<!-- Generated from the endpoint definitions (lib/api/routes). Do not edit; run: ${DOCS_COMMAND} -->`,
    '',
    'Every response is JSON `{ "code", "msg", "data" }`: code 0 success, 1 failure (`msg` in the',
    'request language, `data.error` the stable error key from the closed list `ErrorKey` of',
    'lib/contract; invalid fields give `data.error` "invalidField" and `data.field`), 700 not logged in',
    '(`data.error` "notLoggedIn"). Handled outcomes answer HTTP 200; rate limits 429 (with',
    '`data.retry_after` and `Retry-After`), bodies over the limit (64 KiB unless stated) 413, unknown',
    'paths 404 — each with the envelope and code 1. The OpenAPI document describes each of these',
    'answers per operation; each operation has a stable `operationId` derived from its path (the',
    'POST form of a GET endpoint ends in `Post`).',
    'Paths are case-insensitive; endpoints listed as GET also accept POST. Input may come as the query',
    'string, a JSON body or a form body. The language is `lang` (query or header: zh, en, vi), then',
    '`Accept-Language`, default zh. The machine-readable document is served at `/api/openapi.json`.',
    '',
    '## Contents',
    '',
    ...tags.flatMap((tag) => [
      `- **${tag}**: ` +
        byTag
          .get(tag)!
          .map((e) => `\`${e.path.slice(5)}\``)
          .join(', '),
    ]),
    '',
  ];
  for (const tag of tags) {
    out.push(`## ${tag}`, '');
    for (const { path, methods, op } of byTag.get(tag)!) {
      out.push(
        `### ${methods.join(', ')} \`${path}\``,
        '',
        op.summary,
        '',
        `Auth: ${AUTH[op['x-auth']]} · operationId \`${op.operationId}\``,
        '',
      );
      const body = op.requestBody.content['application/json'];
      if (body) {
        out.push(...inputTable(body.schema));
      } else {
        const params = op.parameters ?? [];
        out.push(
          'Query parameters:',
          '',
          ...inputTable({
            properties: Object.fromEntries(
              params.map((p) => [p.name, { ...p.schema, description: p.description }]),
            ),
            required: params.filter((p) => p.required).map((p) => p.name),
          }),
          `Body: the file itself, streamed (${Object.keys(op.requestBody.content).join(', ')}).`,
          '',
        );
      }
      const data = op.responses[200].content['application/json'].schema.oneOf[0].properties.data;
      const rendered = Object.keys(data).length ? shape(data) : 'not described';
      out.push('`data`:', '', '```ts', rendered, '```', '');
      if (data.description) out.push(data.description, '');
    }
  }
  return out.join('\n');
}
