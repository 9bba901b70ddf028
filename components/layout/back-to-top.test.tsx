import { act, screen } from '@testing-library/react';
import zh from '@/messages/zh.json';
import { renderWithProviders } from '@/test/render';
import { BackToTop, backToTopThreshold } from './back-to-top';

let mockPath = '/main';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPath,
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

function button() {
  return screen.getByLabelText(zh.common.backToTop);
}

function renderButton(path: string) {
  mockPath = path;
  return renderWithProviders(<BackToTop />);
}

afterEach(() => scrollTo(0));

test.each(['/main', '/football', '/basketball'])('on %s it shows only past 60 px', (path) => {
  renderButton(path);
  scrollTo(0);
  expect(button()).toHaveAttribute('aria-hidden', 'true');
  scrollTo(60);
  expect(button()).toHaveAttribute('aria-hidden', 'true');
  scrollTo(61);
  expect(button()).toHaveAttribute('aria-hidden', 'false');
  scrollTo(10);
  expect(button()).toHaveAttribute('aria-hidden', 'true');
});

test('elsewhere it shows as soon as the page is scrolled', () => {
  renderButton('/downLoad');
  scrollTo(0);
  expect(button()).toHaveAttribute('aria-hidden', 'true');
  scrollTo(10);
  expect(button()).toHaveAttribute('aria-hidden', 'false');
});

test('clicking scrolls to the top', () => {
  const spy = jest.fn();
  window.scrollTo = spy;
  renderButton('/main');
  scrollTo(200);
  act(() => button().click());
  expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
});

test('thresholds', () => {
  expect(backToTopThreshold('/main')).toBe(60);
  expect(backToTopThreshold('/news')).toBe(0);
});
