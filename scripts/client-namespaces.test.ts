import fs from 'node:fs';
import path from 'node:path';
import { PAGE_NAMESPACES, SHELL_NAMESPACES, pickMessages } from '@/lib/i18n/client-namespaces';
import { messagesFor } from '@/lib/i18n/messages';
import { clientNamespaces, entries, segmentNamespaces } from './client-namespaces';

const sorted = (xs: Iterable<string>) => [...xs].sort();
const { layouts, pages } = entries();

describe('client message namespaces (issue 8, §3)', () => {
  test('the shell gets exactly the namespaces its client components translate with', () => {
    const needs = layouts.map((l) => clientNamespaces(l));
    expect(needs.flatMap((n) => n.dynamic)).toEqual([]);
    expect(sorted(new Set(needs.flatMap((n) => [...n.namespaces])))).toEqual(
      sorted(SHELL_NAMESPACES),
    );
  });

  test.each(Object.entries(pages))(
    '%s gets exactly the namespaces its islands use',
    (name, files) => {
      const needs = segmentNamespaces(files);
      expect(needs.dynamic).toEqual([]);
      expect(name in PAGE_NAMESPACES).toBe(true);
      expect(sorted(needs.namespaces)).toEqual(
        sorted(PAGE_NAMESPACES[name as keyof typeof PAGE_NAMESPACES]),
      );
    },
  );

  test.each(Object.entries(PAGE_NAMESPACES).filter(([, ns]) => ns.length > 0))(
    '%s hands them over in its layout',
    (name) => {
      const layout = path.join('app/[locale]/(site)', name, 'layout.tsx');
      expect(fs.readFileSync(layout, 'utf8')).toContain(`<ClientMessages page="${name}">`);
    },
  );

  test('a page ships far fewer messages than the whole catalogue', () => {
    const all = messagesFor('en');
    const size = (o: object) => JSON.stringify(o).length;
    const football = size(pickMessages(all, [...SHELL_NAMESPACES, ...PAGE_NAMESPACES.football]));
    expect(football).toBeLessThan(size(all) / 3);
    expect(pickMessages(all, ['scores', 'nope'])).toEqual({ scores: all.scores });
  });

  test('the analysis sees a client component’s namespace and ignores a server one’s', () => {
    // components/scores/score-settings-panel.tsx ('use client') translates with scores.settings;
    // the home page's server sections translate with home and download on the server only.
    expect(
      clientNamespaces('components/scores/score-settings-panel.tsx').namespaces.has('scores'),
    ).toBe(true);
    expect(clientNamespaces('app/[locale]/(site)/main/page.tsx').namespaces.has('download')).toBe(
      false,
    );
  });
});
