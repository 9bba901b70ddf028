/**
 * The UI tests' environment: jsdom with Node's fetch (fetch, Request, Response, Headers) and the
 * AbortController/AbortSignal those accept, which jsdom lacks. So component tests mock at the
 * fetch level and the real browser client (lib/client/api.ts: ky, the envelope, the code-700
 * rule) runs under them (test/bff.ts).
 */
import { TestEnvironment } from 'jest-environment-jsdom';

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    // Relative URLs (ky's '/bff/…') resolve against the page, as in a browser.
    const page = this.global;
    this.global.Request = class PageRequest extends globalThis.Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
      }
    };
    // Tests never reach the network: an unmocked call fails loudly (test/bff.ts mocks /bff).
    this.global.fetch = async (input) => {
      throw new Error(
        `fetch is not mocked: ${input instanceof globalThis.Request ? input.url : String(input)}`,
      );
    };
  }
}

export default JsdomWithFetch;
