import type { IncomingMessage } from 'node:http';
import { compileTrust, isValidHost, requestOrigin } from './trust-proxy';

/** A request as Node would hand it over: the socket's peer and the headers the client sent. */
function req(peer: string, headers: Record<string, string> = {}): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers,
  } as unknown as IncomingMessage;
}

const FALLBACK = 'localhost:3000';

describe('TRUST_PROXY', () => {
  it('off (the default): forwarded headers are ignored whoever sends them', () => {
    const trust = compileTrust('off');
    const r = req('127.0.0.1', {
      host: 'site.example',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(requestOrigin(r, trust, FALLBACK)).toEqual({
      ip: '127.0.0.1',
      host: 'site.example',
      proto: 'http',
    });
    expect(requestOrigin(r, compileTrust(undefined), FALLBACK).ip).toBe('127.0.0.1');
  });

  it('a hop count trusts that many proxies and no more', () => {
    const headers = {
      host: 'internal:3000',
      'x-forwarded-for': '198.51.100.7, 203.0.113.9',
      'x-forwarded-host': 'site.example',
      'x-forwarded-proto': 'https',
    };
    // One hop: the balancer at 10.0.0.2 is trusted; the client is the address it saw.
    expect(requestOrigin(req('10.0.0.2', headers), compileTrust('1'), FALLBACK)).toEqual({
      ip: '203.0.113.9',
      host: 'site.example',
      proto: 'https',
    });
    // Two hops: the address the first proxy saw; the spoofable leftmost value needs a third.
    expect(requestOrigin(req('10.0.0.2', headers), compileTrust('2'), FALLBACK).ip).toBe(
      '198.51.100.7',
    );
  });

  it('a list of addresses and CIDRs trusts only those peers', () => {
    const trust = compileTrust('10.0.0.0/8, loopback');
    const headers = {
      host: 'internal',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'site.example',
    };
    expect(requestOrigin(req('10.1.2.3', headers), trust, FALLBACK)).toMatchObject({
      ip: '203.0.113.9',
      host: 'site.example',
    });
    expect(requestOrigin(req('::1', headers), trust, FALLBACK)).toMatchObject({
      ip: '203.0.113.9',
      host: 'site.example',
    });
    // Someone on the internet sending the same headers is not a proxy of ours.
    expect(requestOrigin(req('198.51.100.1', headers), trust, FALLBACK)).toEqual({
      ip: '198.51.100.1',
      host: 'internal',
      proto: 'http',
    });
  });

  it('a spoofed chain through a trusted proxy yields the address the proxy saw', () => {
    // The client sent "X-Forwarded-For: 127.0.0.1" itself; the balancer appended the real address.
    const r = req('10.0.0.2', { host: 'h', 'x-forwarded-for': '127.0.0.1, 203.0.113.9' });
    expect(requestOrigin(r, compileTrust('10.0.0.2'), FALLBACK).ip).toBe('203.0.113.9');
  });

  it('takes the nearest proxy’s host and protocol and refuses values that are not a host', () => {
    const trust = compileTrust('1');
    const r = req('10.0.0.2', {
      host: 'h',
      'x-forwarded-host': 'evil.example, site.example',
      'x-forwarded-proto': 'http, https',
    });
    expect(requestOrigin(r, trust, FALLBACK)).toMatchObject({
      host: 'site.example',
      proto: 'https',
    });
    const bad = req('10.0.0.2', {
      host: 'h',
      'x-forwarded-host': 'a b/c',
      'x-forwarded-proto': 'javascript',
    });
    expect(requestOrigin(bad, trust, FALLBACK)).toMatchObject({ host: 'h', proto: 'http' });
    // A Host header that is not a host name falls back to the configured one.
    expect(requestOrigin(req('127.0.0.1', { host: '"><script>' }), trust, FALLBACK).host).toBe(
      FALLBACK,
    );
  });

  it('validates host names', () => {
    for (const ok of [
      'example.com',
      'localhost:3100',
      '127.0.0.1:80',
      '[::1]:3000',
      'a-b.c-d.example',
    ])
      expect(isValidHost(ok)).toBe(true);
    for (const bad of [
      '',
      'ex ample.com',
      'evil.example/path',
      'a@b',
      'x:99999999',
      '-bad.example',
    ])
      expect(isValidHost(bad)).toBe(false);
  });

  it('refuses a malformed setting', () => {
    expect(() => compileTrust('10.0.0.0/99')).toThrow();
    expect(() => compileTrust('somewhere')).toThrow(/TRUST_PROXY/);
  });
});
