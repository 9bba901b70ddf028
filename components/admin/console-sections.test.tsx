import fs from 'node:fs';
import path from 'node:path';
import { activeSection, SECTION_GROUPS, visibleGroups } from './console-sections';

const ADMIN = path.join(process.cwd(), 'app/[locale]/(site)/admin');

describe('the console menu', () => {
  it('links only to pages that exist', () => {
    for (const g of SECTION_GROUPS)
      for (const s of g.sections) {
        const dir = path.join(ADMIN, s.href.replace(/^\/admin/, ''));
        expect({ href: s.href, page: fs.existsSync(path.join(dir, 'page.tsx')) }).toEqual({
          href: s.href,
          page: true,
        });
      }
  });

  it('shows each role its own sections, and an administrator all of them', () => {
    const keys = (roles: Parameters<typeof visibleGroups>[0]) =>
      visibleGroups(roles).flatMap((g) => g.sections.map((s) => s.key));
    const all = SECTION_GROUPS.flatMap((g) => g.sections.map((s) => s.key));
    expect(keys(['admin', 'moderator', 'editor'])).toEqual(all);
    expect(keys(['moderator'])).not.toContain('news');
    expect(keys(['moderator'])).not.toContain('settings');
    expect(keys(['editor'])).not.toContain('users');
    expect(keys(['editor'])).toContain('dashboard');
    expect(keys([])).toEqual([]);
  });

  it('knows the section of a path in any language', () => {
    expect(activeSection('/admin')).toBe('dashboard');
    expect(activeSection('/en/admin/news/edit')).toBe('news');
    expect(activeSection('/vi/admin/users')).toBe('users');
    expect(activeSection('/en/admin/user')).toBe('users');
  });
});
