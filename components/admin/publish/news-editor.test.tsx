import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/client/toast';
import en from '@/messages/en.json';
import { mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { NewsEditor } from './news-editor';
import { newsSaved } from './test-data';
import { validateNews } from './validate';
import { localInputToUtc, utcToLocalInput } from './zone-input';

jest.mock('@/lib/client/toast');
const replace = jest.fn();
jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ replace, push: jest.fn() }),
}));
// Tiptap needs a real browser's layout; the e2e drives it. Here the body is a plain textarea
// whose text stands for the HTML.
jest.mock('next/dynamic', () => () => {
  function RichTextStub(p: {
    value: string;
    onChange: (v: string) => void;
    labelId: string;
    testId: string;
    invalid?: boolean;
  }) {
    return (
      <textarea
        aria-labelledby={p.labelId}
        aria-invalid={p.invalid || undefined}
        data-testid={p.testId}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
      />
    );
  }
  return RichTextStub;
});

const E = en.adminPublish.editor;
const CATS = [
  { id: 1, name: 'Football' },
  { id: 2, name: 'Basketball' },
];

let bff: ReturnType<typeof mockBff>;
beforeEach(() => {
  jest.clearAllMocks();
  bff = mockBff({
    'POST admin/newsSave': (call) => {
      const body = call.body as { mode: string; publish_at?: string };
      return body.mode === 'schedule'
        ? newsSaved('scheduled', body.publish_at)
        : newsSaved('published');
    },
  });
});
afterEach(() => jest.restoreAllMocks());

function show() {
  return renderWithProviders(<NewsEditor initial={null} categories={CATS} />, {
    locale: 'en',
    timeZone: 'Asia/Shanghai',
  });
}

async function write(lang: 'zh' | 'en' | 'vi', title: string, body = '') {
  const user = userEvent.setup();
  if (title) await user.type(screen.getByTestId(`news-title-${lang}`), title);
  if (body) await user.type(screen.getByTestId(`news-body-${lang}`), body);
}

const saves = () => bff.calls.filter((c) => c.path === 'admin/newsSave');
const alertsIn = (lang: string) =>
  within(screen.getByTestId(`news-lang-${lang}`))
    .queryAllByRole('alert')
    .map((a) => a.textContent);

describe('the news editor', () => {
  it('publishing needs every language’s title and body; nothing is sent until then', async () => {
    const user = userEvent.setup();
    show();
    await user.selectOptions(screen.getByTestId('news-category'), '1');
    await write('zh', '标题', '正文');
    await user.click(screen.getByTestId('news-mode-publish'));
    await user.click(screen.getByTestId('news-save'));
    expect(alertsIn('zh')).toEqual([]);
    expect(alertsIn('en')).toEqual([E.errors.titleRequired, E.errors.bodyRequired]);
    expect(alertsIn('vi')).toEqual([E.errors.titleRequired, E.errors.bodyRequired]);
    expect(screen.getByTestId('news-title-en')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).toHaveBeenCalledWith(E.errors.fix);
    expect(saves()).toEqual([]);

    await write('en', 'Title', 'Body');
    await write('vi', 'Tiêu đề', 'Nội dung');
    await user.click(screen.getByTestId('news-save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].body).toMatchObject({
      category_id: 1,
      mode: 'publish',
      headline: 0,
      translations: {
        zh: { title: '标题', body: '正文' },
        en: { title: 'Title', body: 'Body' },
        vi: { title: 'Tiêu đề', body: 'Nội dung' },
      },
    });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/admin/news/edit?id=42'));
    expect(toast.success).toHaveBeenCalledWith(E.saved.publish);
  });

  it('a draft needs a category and one title; a too long title is marked', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByTestId('news-save'));
    expect(screen.getByTestId('news-form-error')).toHaveTextContent(E.errors.categoryRequired);
    await user.selectOptions(screen.getByTestId('news-category'), '2');
    await user.click(screen.getByTestId('news-save'));
    expect(screen.getByTestId('news-form-error')).toHaveTextContent(E.errors.needOneTitle);
    await write('vi', '', 'chỉ có nội dung');
    await user.click(screen.getByTestId('news-save'));
    expect(alertsIn('vi')).toEqual([E.errors.titleForBody]);
    await user.type(screen.getByTestId('news-title-en'), 'x'.repeat(101));
    await user.click(screen.getByTestId('news-save'));
    expect(alertsIn('en')).toEqual([E.errors.titleTooLong.replace('{max}', '100')]);
    expect(saves()).toEqual([]);
  });

  it('schedules at a time in the editor’s zone (shown), sent as UTC', async () => {
    const user = userEvent.setup();
    show();
    await user.selectOptions(screen.getByTestId('news-category'), '1');
    for (const l of ['zh', 'en', 'vi'] as const) await write(l, `T ${l}`, `B ${l}`);
    await user.click(screen.getByTestId('news-mode-schedule'));
    expect(screen.getByTestId('news-zone')).toHaveTextContent('Asia/Shanghai (GMT+8)');
    await user.click(screen.getByTestId('news-save'));
    expect(screen.getByTestId('news-form-error')).toHaveTextContent(E.errors.scheduleRequired);
    const at = screen.getByTestId('news-publish-at');
    await user.type(at, '2020-01-02T03:04:05');
    await user.click(screen.getByTestId('news-save'));
    expect(screen.getByTestId('news-form-error')).toHaveTextContent(E.errors.schedulePast);
    await user.clear(at);
    await user.type(at, '2030-01-02T03:04:05');
    await user.click(screen.getByTestId('news-save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].body).toMatchObject({
      mode: 'schedule',
      publish_at: '2030-01-01T19:04:05.000Z',
    });
  });
});

describe('the editor’s rules and zones', () => {
  const text = (title: string, body = '') => ({ title, summary: '', body });
  it('mirror the API', () => {
    const all = {
      zh: text('a', '<p>x</p>'),
      en: text('b', '<p><br></p>'),
      vi: text('c', '<img src="/uploads/a.png">'),
    };
    const r = validateNews({ texts: all, mode: 'publish', categoryId: 1, publishAt: null });
    expect(r).toEqual({ fields: { 'en.body': { key: 'bodyRequired' } }, form: null });
    const d = validateNews({ texts: all, mode: 'draft', categoryId: 1, publishAt: null });
    expect(d).toEqual({ fields: {}, form: null });
  });
  it('read a wall time in a zone, across zones', () => {
    expect(new Date(localInputToUtc('2026-07-01T20:00', 'Asia/Ho_Chi_Minh')!).toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    );
    expect(localInputToUtc('nope', 'UTC')).toBeNull();
    expect(utcToLocalInput('2026-07-01T13:00:09Z', 'Asia/Shanghai')).toBe('2026-07-01T21:00:09');
  });
});
