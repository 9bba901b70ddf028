'use client';

// Placeholder signature; the ky instance with the SPEC.md §8 rules replaces this file.
export async function apiGet<T = unknown>(path: string, params?: Record<string, unknown>): Promise<T> {
  void path;
  void params;
  throw new Error('not implemented');
}

export async function apiPost<T = unknown>(path: string, body?: Record<string, unknown>): Promise<T> {
  void path;
  void body;
  throw new Error('not implemented');
}
