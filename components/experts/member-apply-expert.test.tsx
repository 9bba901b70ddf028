import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import { fail, mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { toast } from '@/lib/client/toast';
import { ApplyExpert } from './member-apply-expert';
import { expertApplication, expertApplied, myExpert } from './test-data-member';

jest.mock('@/lib/client/toast');

const A = zh.experts.member.apply;
const G = zh.experts.gameplay;
const TEXT = '十年英超观察者，擅长亚盘与大小球分析。';

afterEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

describe('ApplyExpert', () => {
  it('counts the text live and refuses 201 characters and a third gameplay before the API', async () => {
    const bff = mockBff({
      'Expert/apply': expertApplied(myExpert({ application: expertApplication() })),
    });
    renderWithProviders(<ApplyExpert initial={myExpert()} />);
    const ue = userEvent.setup();
    const text = screen.getByLabelText(A.text);
    await ue.type(text, '十年观察');
    expect(screen.getByTestId('expert-apply-count')).toHaveTextContent('4/200');

    // 201 characters (code points, as the API counts them): refused here.
    fireEvent.change(text, { target: { value: '球'.repeat(201) } });
    expect(screen.getByTestId('expert-apply-count')).toHaveTextContent('201/200');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    await ue.click(screen.getByLabelText(G.football_asia));
    await ue.click(screen.getByRole('button', { name: A.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent('申请说明最多 200 个字');

    // A third gameplay stays unticked and says why.
    await ue.click(screen.getByLabelText(G.football_total));
    await ue.click(screen.getByLabelText(G.basketball_asia));
    expect(screen.getByLabelText(G.basketball_asia)).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('最多只能选择 2 种玩法');
    expect(bff.calls.some((c) => c.path === 'Expert/apply')).toBe(false);
  });

  it('asks for a gameplay and at least 10 characters', async () => {
    const bff = mockBff();
    renderWithProviders(<ApplyExpert initial={null} />);
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText(A.text), '看球');
    await ue.click(screen.getByRole('button', { name: A.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent('申请说明至少 10 个字');
    await ue.type(screen.getByLabelText(A.text), '十年，擅长分析英超比赛');
    await ue.click(screen.getByRole('button', { name: A.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(A.gameplayRequired);
    expect(bff.calls).toEqual([]);
  });

  it('sends the text and the gameplays, then shows the application waiting without a form', async () => {
    const bff = mockBff({
      'POST Expert/apply': expertApplied(myExpert({ application: expertApplication() })),
    });
    renderWithProviders(<ApplyExpert initial={myExpert()} />);
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText(A.text), `  ${TEXT} `);
    await ue.click(screen.getByLabelText(G.football_asia));
    await ue.click(screen.getByLabelText(G.football_total));
    // Unticking frees a place again.
    await ue.click(screen.getByLabelText(G.football_total));
    await ue.click(screen.getByLabelText(G.football_total));
    await ue.click(screen.getByRole('button', { name: A.submit }));
    await waitFor(() =>
      expect(screen.getByTestId('expert-apply-state')).toHaveAttribute('data-status', '0'),
    );
    expect(screen.getByTestId('expert-apply-state')).toHaveTextContent(A.waitingText);
    expect(screen.getByTestId('expert-apply-state')).toHaveTextContent(G.football_asia);
    expect(screen.queryByRole('button', { name: A.submit })).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(A.sent);
    expect(bff.calls.find((c) => c.path === 'Expert/apply')!.body).toEqual({
      text: TEXT,
      gameplays: ['football_asia', 'football_total'],
    });
  });

  it('keeps the form when the API refuses', async () => {
    mockBff({ 'POST Expert/apply': fail('expertApplicationWaiting', '你的专家申请正在审核中') });
    renderWithProviders(<ApplyExpert initial={myExpert()} />);
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText(A.text), TEXT);
    await ue.click(screen.getByLabelText(G.basketball_total));
    await ue.click(screen.getByRole('button', { name: A.submit }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: A.submit })).toBeEnabled();
    expect(screen.queryByTestId('expert-apply-state')).not.toBeInTheDocument();
  });

  it('shows a failed application’s reason with the form to apply again', () => {
    mockBff();
    renderWithProviders(
      <ApplyExpert
        initial={myExpert({
          application: expertApplication({ status: 2, reason: '说明太简单' }),
        })}
      />,
    );
    expect(screen.getByTestId('expert-apply-reason')).toHaveTextContent('说明太简单');
    expect(screen.getByRole('heading', { name: A.again })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: A.submit })).toBeInTheDocument();
  });

  it('shows a waiting application without a form, in English too', () => {
    mockBff();
    renderWithProviders(
      <ApplyExpert
        initial={myExpert({ application: expertApplication({ status_name: 'Waiting' }) })}
      />,
      { locale: 'en' },
    );
    expect(screen.getByTestId('expert-apply-state')).toHaveTextContent(
      en.experts.member.apply.waitingText,
    );
    expect(screen.getByTestId('expert-apply-state')).toHaveTextContent(
      en.experts.gameplay.football_asia,
    );
    expect(
      screen.queryByRole('button', { name: en.experts.member.apply.submit }),
    ).not.toBeInTheDocument();
  });
});
