import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import zh from '@/messages/zh.json';
import { mockBff, respond } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { codeSent } from '@/components/layout/test-data';
import { ApplyAnchor } from './apply-anchor';
import { applicationSent, idPhotoPermit, myApplication, uploaded } from './test-data';

jest.mock('@/lib/client/toast');
// The real ALTCHA widget is covered by the browser e2e; here a button "solves" it.
jest.mock('@/components/layout/captcha-field', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    CaptchaField: ({ onChange }: { onChange: (payload: string | null) => void }) =>
      createElement('button', { type: 'button', onClick: () => onChange('payload') }, 'solve'),
  };
});

const P = zh.member.apply;
const MOBILE = '86-13900000002';

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

/** The BFF, plus the upload address the permit names (outside /bff). */
function mockServer() {
  const bff = mockBff({
    'Member/getQiniuToken': idPhotoPermit,
    'user/getCode': codeSent,
    'Member/applyAnchor': () => applicationSent(myApplication()),
  });
  const inner = bff.fetch.getMockImplementation()!;
  let n = 0;
  bff.fetch.mockImplementation(async (input, init) => {
    if (typeof input === 'string' && input.startsWith('/api/upload/')) {
      n++;
      return respond('upload/image', uploaded(`/uploads/id-photos/${'0'.repeat(23)}${n}.bin`));
    }
    return inner(input, init);
  });
  return bff;
}

const jpg = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'id.jpg', { type: 'image/jpeg' });

describe('ApplyAnchor', () => {
  it('says what is missing before calling the API', async () => {
    const bff = mockServer();
    renderWithProviders(<ApplyAnchor initial={null} mobile={MOBILE} />);
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText(P.field.real_name), '王小明');
    await ue.type(screen.getByLabelText(P.field.id_number), '11010519491231002X');
    await ue.type(screen.getByLabelText(P.field.contact), 'wechat: wang');
    await ue.click(screen.getByRole('button', { name: P.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(P.photoRequired);
    await ue.upload(screen.getByTestId('apply-id_front'), jpg());
    await ue.upload(screen.getByTestId('apply-id_back'), jpg());
    await ue.type(screen.getByLabelText(P.field.experience), '解说三年');
    await ue.click(screen.getByRole('button', { name: P.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent('主播经验至少15个字');
    expect(bff.calls.some((c) => c.path === 'Member/applyAnchor')).toBe(false);
  });

  it('uploads the photos as ID photos and sends the application, then shows it waiting', async () => {
    const bff = mockServer();
    renderWithProviders(<ApplyAnchor initial={null} mobile={MOBILE} />);
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText(P.field.real_name), '王小明');
    await ue.type(screen.getByLabelText(P.field.id_number), '11010519491231002X');
    await ue.type(screen.getByLabelText(P.field.contact), 'wechat: wang');
    await ue.upload(screen.getByTestId('apply-id_front'), jpg());
    await ue.upload(screen.getByTestId('apply-id_back'), jpg());
    await ue.type(
      screen.getByLabelText(P.field.experience),
      '三年英超解说经验，熟悉战术分析与球员数据。',
    );
    await ue.click(screen.getByRole('button', { name: 'solve' }));
    await ue.click(screen.getByRole('button', { name: zh.login.getCode }));
    await ue.type(screen.getByLabelText(zh.login.code), '123456');
    await ue.click(screen.getByRole('button', { name: P.submit }));
    await waitFor(() =>
      expect(screen.getByTestId('apply-state')).toHaveAttribute('data-status', '0'),
    );
    expect(screen.queryByRole('button', { name: P.submit })).not.toBeInTheDocument();
    expect(bff.calls.filter((c) => c.path === 'Member/getQiniuToken').map((c) => c.body)).toEqual([
      { purpose: 'id_photo' },
      { purpose: 'id_photo' },
    ]);
    const sent = bff.calls.find((c) => c.path === 'Member/applyAnchor')!.body;
    expect(sent).toEqual({
      real_name: '王小明',
      id_number: '11010519491231002X',
      contact: 'wechat: wang',
      id_front: expect.stringMatching(/^\/uploads\/id-photos\/.+\.bin$/),
      id_back: expect.stringMatching(/^\/uploads\/id-photos\/.+\.bin$/),
      experience: '三年英超解说经验，熟悉战术分析与球员数据。',
      invite_code: '',
      code: '123456',
    });
  });

  it('shows a failed application’s reason with the form to apply again', () => {
    mockServer();
    renderWithProviders(
      <ApplyAnchor
        initial={myApplication({ status: 2, status_name: '未通过', reason: '照片模糊' })}
        mobile={MOBILE}
      />,
    );
    expect(screen.getByTestId('apply-reason')).toHaveTextContent('照片模糊');
    expect(screen.getByRole('heading', { name: P.again })).toBeInTheDocument();
  });

  it('shows a waiting application without a form', () => {
    mockServer();
    renderWithProviders(<ApplyAnchor initial={myApplication()} mobile={MOBILE} />);
    expect(screen.getByTestId('apply-state')).toHaveTextContent(P.waitingText);
    expect(screen.queryByRole('button', { name: P.submit })).not.toBeInTheDocument();
  });
});
