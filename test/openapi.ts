import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * Validates live answers of the platform API against its OpenAPI document: the operation of a
 * path and method, the response of a status (or `default`), its JSON schema, compiled by ajv
 * (draft 2020-12, as OpenAPI 3.1 uses) with the document's own `$ref`s resolved.
 */

type Ref = { $ref: string };
type Response = {
  content?: { 'application/json'?: { schema: unknown } };
  headers?: Record<string, unknown>;
};
type Operation = {
  operationId: string;
  security?: unknown[];
  responses: Record<string, Response | Ref>;
};
export type OpenApiDoc = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Response> };
};

export type Answer = { status: number; body: unknown; headers: Headers };

export type Verdict = { operationId: string; response: string; errors: string[] };

const DOC_ID = 'openapi.json';

/** JSON pointer escaping (RFC 6901) of one segment. */
const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

export function openApiValidator(doc: OpenApiDoc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc, DOC_ID);
  const byPath = new Map(Object.keys(doc.paths).map((p) => [p.toLowerCase(), p]));
  const compiled = new Map<string, ValidateFunction>();

  /** Errors of `body` against the schema at `pointer` (a JSON pointer into the document). */
  function check(pointer: string, body: unknown): string[] {
    const ref = `${DOC_ID}#${pointer}/content/application~1json/schema`;
    let fn = compiled.get(ref);
    if (!fn) {
      fn = ajv.compile({ $ref: ref });
      compiled.set(ref, fn);
    }
    if (fn(body)) return [];
    return (fn.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
  }

  function verdict(operationId: string, name: string, pointer: string, answer: Answer): Verdict {
    const response = resolve(pointer);
    const errors: string[] = [];
    if (!response.content?.['application/json']) errors.push(`${name} documents no JSON body`);
    else errors.push(...check(pointer, answer.body));
    for (const header of Object.keys(response.headers ?? {})) {
      if (!answer.headers.has(header)) errors.push(`header ${header} missing`);
    }
    return { operationId, response: name, errors };
  }

  function resolve(pointer: string): Response {
    let node: unknown = doc;
    for (const part of pointer.split('/').slice(1)) {
      node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return node as Response;
  }

  /** The verdict on one answer of `method` `path` (a path as sent, e.g. `/api/user/info`). */
  function validate(method: string, path: string, answer: Answer): Verdict {
    const docPath = byPath.get(path.split('?')[0].toLowerCase());
    if (!docPath) throw new Error(`no operation for ${path}`);
    const op = doc.paths[docPath][method.toLowerCase()];
    if (!op) throw new Error(`no ${method} operation for ${path}`);
    const name = String(answer.status) in op.responses ? String(answer.status) : 'default';
    const entry = op.responses[name];
    if (!entry) throw new Error(`${op.operationId} documents no ${answer.status} and no default`);
    const pointer =
      '$ref' in entry
        ? entry.$ref.slice(1)
        : `/paths/${escape(docPath)}/${method.toLowerCase()}/responses/${escape(name)}`;
    return verdict(op.operationId, name, pointer, answer);
  }

  /** The verdict on an answer that belongs to no operation (an unknown path): a shared response. */
  function validateShared(name: string, answer: Answer): Verdict {
    return verdict('-', name, `/components/responses/${escape(name)}`, answer);
  }

  /** Every operationId of the document. */
  const operationIds = Object.values(doc.paths).flatMap((item) =>
    Object.values(item).map((op) => op.operationId),
  );

  return { validate, validateShared, operationIds };
}
