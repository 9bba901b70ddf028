import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/client/toast';
import zh from '@/messages/zh.json';
import { fail, mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { ReportButton } from './report-button';
import { reportCreated } from './test-data';

jest.mock('@/lib/client/toast');

const R = zh.report;
let bff: ReturnType<typeof mockBff>;
const posted = () => bff.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.restoreAllMocks());

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<ReportButton targetType="comment" targetId={41} />);
  await user.click(screen.getByRole('button', { name: R.button }));
  await screen.findByTestId('report-dialog');
  return user;
}

describe('ReportButton', () => {
  it('asks for a reason, then sends the report with the note and closes', async () => {
    bff = mockBff({ 'POST Report/create': reportCreated() });
    const user = await openDialog();
    expect(screen.getByText(R.title.comment)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: R.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(R.pickReason);
    expect(posted()).toEqual([]);
    await user.click(screen.getByRole('radio', { name: R.reasons.abuse }));
    await user.type(screen.getByLabelText(R.noteLabel), '  骂人  ');
    await user.click(screen.getByRole('button', { name: R.submit }));
    await waitFor(() => expect(screen.queryByTestId('report-dialog')).not.toBeInTheDocument());
    expect(posted()).toEqual([
      ['Report/create', { target_type: 'comment', target_id: '41', reason: 'abuse', note: '骂人' }],
    ]);
    expect(toast.success).toHaveBeenCalledWith('举报已提交，感谢反馈');
  });

  it('shows a refusal inline and stays open', async () => {
    bff = mockBff({
      'POST Report/create': fail('cannotReportOwn', zh.api.errors.cannotReportOwn),
    });
    const user = await openDialog();
    await user.click(screen.getByRole('radio', { name: R.reasons.spam }));
    await user.click(screen.getByRole('button', { name: R.submit }));
    expect(await screen.findByTestId('report-error')).toHaveTextContent(
      zh.api.errors.cannotReportOwn,
    );
    expect(screen.getByTestId('report-dialog')).toBeInTheDocument();
  });

  it('refuses a note over the limit before sending', async () => {
    bff = mockBff({});
    const user = await openDialog();
    await user.click(screen.getByRole('radio', { name: R.reasons.other }));
    const note = screen.getByLabelText(R.noteLabel);
    await user.click(note);
    await user.paste('长'.repeat(201));
    expect(screen.getByText('201/200')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: R.submit })).toBeDisabled();
  });
});
