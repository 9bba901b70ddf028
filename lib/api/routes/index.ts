import 'server-only';
import type { Endpoint } from '../endpoint';
import { systemEndpoints } from './system';

/** Every endpoint of the platform API, one list per domain. */
export function allEndpoints(): Endpoint[] {
  return [...systemEndpoints];
}

let byPath: Map<string, Endpoint> | undefined;

/** The endpoint serving a path (case-insensitive), for the BFF's method rules. */
export function findEndpoint(path: string): Endpoint | undefined {
  byPath ??= new Map(allEndpoints().map((e) => [e.path.toLowerCase(), e]));
  return byPath.get(path.replace(/^\/+/, '').toLowerCase());
}
