import { NextRequest } from 'next/server';
import { errorKeyOf, parseEnvelope } from '@/lib/contract';
import { bffHandler } from './proxy-route';

/** The BFF's own refusals carry the API's failure envelope (lib/contract): code 1, data.error. */

async function answer(url: string, init?: { method?: string; headers?: Record<string, string> }) {
  const req = new NextRequest(new URL(url, 'http://localhost'), init);
  const segments = new URL(req.url).pathname.split('/').slice(2);
  const res = await bffHandler(req, segments);
  const envelope = parseEnvelope(await res.json());
  return { status: res.status, envelope, key: errorKeyOf(envelope?.data) };
}

describe('BFF refusals', () => {
  it('an unknown path is the 404 envelope with data.error notFound', async () => {
    const r = await answer('/bff/no/such?lang=en');
    expect(r).toMatchObject({ status: 404, key: 'notFound' });
    expect(r.envelope).toEqual({ code: 1, msg: 'No such API', data: { error: 'notFound' } });
  });

  it('a mutation sent as GET, and a cross-site POST, are forbidden with data.error', async () => {
    expect(await answer('/bff/member/signout')).toMatchObject({ status: 405, key: 'forbidden' });
    const crossSite = await answer('/bff/user/login', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    });
    expect(crossSite).toMatchObject({ status: 403, key: 'forbidden' });
  });

  it('does not carry streamed uploads: upload/video is answered at /api only', async () => {
    const r = await answer('/bff/upload/video?token=x', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': 'video/mp4' },
    });
    expect(r).toMatchObject({ status: 404, key: 'notFound' });
  });
});
