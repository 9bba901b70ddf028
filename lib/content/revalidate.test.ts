import { getBus } from '@/lib/realtime/bus';
import {
  parsePurge,
  purgeArticlePages,
  purgePostPages,
  purgePostThread,
  purgeVideoPages,
  PURGE_CHANNEL,
} from './revalidate';

describe('page purges', () => {
  it('tell every instance which pages to drop, over the bus', async () => {
    const heard: string[][] = [];
    const off = await getBus().subscribe(PURGE_CHANNEL, (m) => heard.push(parsePurge(m)));
    await purgeArticlePages(12);
    await purgePostPages(5);
    await purgePostThread(6);
    await purgeVideoPages();
    await new Promise((r) => setTimeout(r, 10));
    off();
    expect(heard).toEqual([
      ['/news/12', '/news', '/main', '/sitemaps/news.xml'],
      ['/circle', '/main', '/circle-detail?id=5'],
      ['/circle-detail?id=6'],
      ['/video-list', '/video-classify', '/main'],
    ]);
  });

  it('ignores anything but a list of paths', () => {
    expect(parsePurge('not json')).toEqual([]);
    expect(parsePurge('{"a":1}')).toEqual([]);
    expect(parsePurge('["/a",3,null,"/b"]')).toEqual(['/a', '/b']);
  });
});
