import { render, screen } from '@testing-library/react';
import Loading from '@/app/[locale]/(site)/anchor/loading';

let mockCookie: string | undefined;
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === 'sidebar' && mockCookie !== undefined ? { value: mockCookie } : undefined,
  }),
}));

test.each([
  [undefined, 'w-side'],
  ['0', 'w-side-collapsed'],
])(
  'the live list loading state keeps the side menu width (cookie %s) and shows grey cards',
  async (cookie, width) => {
    mockCookie = cookie;
    const { container } = render(await Loading());
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('[aria-hidden]')).toHaveClass(width);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    // The pulse stops for visitors who ask for reduced motion.
    expect(container.querySelector('.animate-pulse')).toBeNull();
    expect(container.querySelectorAll('.motion-safe\\:animate-pulse').length).toBeGreaterThan(0);
  },
);
