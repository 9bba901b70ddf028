import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Locale } from '@/i18n/locales';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import zh from '@/messages/zh.json';
import { renderWithProviders } from '@/test/render';
import LocaleError from '@/app/[locale]/error';
import SiteError from '@/app/[locale]/(site)/error';
import { ErrorView } from './error-view';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const MESSAGES = { zh, en, vi } as const;

describe('the error pages (a page that failed to render)', () => {
  test.each(['zh', 'en', 'vi'] as Locale[])(
    'say what happened in %s, offer to try again and go home, with the reference',
    (locale) => {
      const m = MESSAGES[locale].errorPage;
      const retry = jest.fn();
      renderWithProviders(<ErrorView variant="inline" digest="2747163512" retry={retry} />, {
        locale,
      });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(m.title);
      expect(screen.getByText(m.text)).toBeTruthy();
      expect(screen.getByText(m.reference.replace('{digest}', '2747163512'))).toBeTruthy();
      expect(screen.getByRole('link', { name: m.back }).getAttribute('href')).toBe('/main');
      expect(document.title).toContain(m.title);
      fireEvent.click(screen.getByRole('button', { name: m.retry }));
      expect(retry).toHaveBeenCalledTimes(1);
    },
  );

  test('the shell’s failure takes the whole screen, a page’s keeps the navigation around it', () => {
    const retry = jest.fn();
    const { unmount } = renderWithProviders(
      <LocaleError error={Object.assign(new Error('db'), { digest: 'd1' })} retry={retry} />,
      { locale: 'en' },
    );
    // The whole-screen form is the page's <main>; no message of the error itself reaches it.
    expect(screen.getByTestId('error-view').tagName).toBe('MAIN');
    expect(screen.queryByText('db')).toBeNull();
    expect(screen.getByText('Error reference: d1')).toBeTruthy();
    unmount();
    renderWithProviders(<SiteError error={new Error('secret detail')} retry={retry} />, {
      locale: 'en',
    });
    expect(screen.getByTestId('error-view').tagName).toBe('DIV');
    expect(screen.queryByText(/secret detail/)).toBeNull();
    // Without a digest there is no reference line.
    expect(screen.queryByText(/Error reference/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  test('its title is the tab’s while it is shown, though the page’s own streams in around it', async () => {
    // The failed page's metadata, already in the head, and more of it arriving afterwards.
    const before = document.createElement('title');
    before.textContent = 'News - BallStream';
    document.head.prepend(before);
    const { unmount } = renderWithProviders(<ErrorView variant="page" retry={jest.fn()} />, {
      locale: 'en',
    });
    const mine = `${en.errorPage.title} - ${en.meta.siteName}`;
    await waitFor(() => expect(document.title).toBe(mine));
    const later = document.createElement('title');
    later.textContent = 'News again - BallStream';
    document.head.prepend(later);
    await waitFor(() => expect(document.title).toBe(mine));
    // Gone with the view: the page's title is the tab's again.
    unmount();
    expect(document.title).toBe('News again - BallStream');
    later.remove();
    before.remove();
  });
});
