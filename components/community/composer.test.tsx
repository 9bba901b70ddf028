import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import zh from '@/messages/zh.json';
import { loginDialogAtom } from '@/lib/client/atoms';
import { toast } from '@/lib/client/toast';
import { mockBff, respond } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { checkFile, Composer, imagesThatFit } from './composer';
import { circles, imagePermit, imageStored, postItem, published } from './test-data';

jest.mock('@/lib/client/toast');

const png = (name = 'a.png', size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

beforeAll(() => {
  let n = 0;
  URL.createObjectURL = () => `blob:preview-${++n}`;
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

/** The BFF, plus the upload address the permit names (outside /bff). */
function mockServer() {
  const bff = mockBff({
    'Member/getQiniuToken': imagePermit,
    'anchor_dynamics_user/insert': (call) =>
      published(postItem({ id: 99, content: (call.body as { content: string }).content })),
  });
  const inner = bff.fetch.getMockImplementation()!;
  let uploaded = 0;
  bff.fetch.mockImplementation(async (input, init) => {
    if (typeof input === 'string' && input.startsWith('/api/upload/')) {
      uploaded++;
      return respond('upload/image', imageStored(`/uploads/post-images/${uploaded}.jpg`));
    }
    return inner(input, init);
  });
  return bff;
}

test('file checks match the upload rules (docs/product.md §5)', () => {
  expect(checkFile('post_image', png())).toBeNull();
  expect(checkFile('post_image', new File(['<?php'], 'x.php', { type: 'application/x-php' }))).toBe(
    'imageInvalid',
  );
  expect(checkFile('cover', new File(['x'], 'c.webp', { type: 'image/webp' }))).toBe(
    'coverInvalid',
  );
  expect(checkFile('cover', png('c.png', 5 * 1024 * 1024 + 1))).toBe('coverInvalid');
  expect(checkFile('video', new File(['x'], 'v.avi', { type: 'video/x-msvideo' }))).toBe(
    'videoFormatInvalid',
  );
  expect(checkFile('video', new File(['x'], 'v.mp4', { type: 'video/mp4' }))).toBeNull();
  expect(imagesThatFit(0, 5)).toBe(4);
  expect(imagesThatFit(3, 2)).toBe(1);
  expect(imagesThatFit(4, 1)).toBe(0);
});

test('a visitor gets the login prompt instead of the composer', () => {
  const { store } = renderWithProviders(
    <Composer circles={circles} circleId={null} loggedIn={false} />,
  );
  expect(screen.queryByTestId('composer')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: zh.community.composer.login }));
  expect(store.get(loginDialogAtom).open).toBe(true);
});

test('an incomplete form is refused with 请完善信息后提交', () => {
  renderWithProviders(<Composer circles={circles} circleId={null} loggedIn />);
  fireEvent.change(screen.getByTestId('composer-text'), { target: { value: 'hello' } });
  fireEvent.click(screen.getByTestId('composer-submit'));
  expect(toast.warning).toHaveBeenCalledWith(zh.community.composer.incomplete);
});

test('a 5th image is refused with the server message; the post appears on top', async () => {
  const bff = mockServer();
  renderWithProviders(<Composer circles={circles} circleId={1} loggedIn />);
  const input = screen.getByTestId('composer-image-input');
  await act(async () => {
    fireEvent.change(input, {
      target: { files: [png('1.png'), png('2.png'), png('3.png'), png('4.png'), png('5.png')] },
    });
  });
  expect(toast.error).toHaveBeenCalledWith('最多上传4张图片');
  expect(zh.api.errors.tooManyImages.replace('{max}', '4')).toBe('最多上传4张图片');
  await waitFor(() =>
    expect(screen.getByTestId('composer-submit')).toHaveTextContent(zh.community.composer.submit),
  );
  expect(screen.getByTestId('composer-images').querySelectorAll('li')).toHaveLength(5); // 4 + the add tile
  fireEvent.change(screen.getByTestId('composer-text'), { target: { value: '  四张图  ' } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('composer-submit'));
  });
  await waitFor(() => expect(screen.getByTestId('posted-list')).toHaveTextContent('四张图'));
  const insert = bff.calls.find((c) => c.path === 'anchor_dynamics_user/insert')!;
  expect(insert.body).toMatchObject({ circle_id: 1, content: '四张图' });
  expect((insert.body as { images: string[] }).images).toHaveLength(4);
  expect(toast.success).toHaveBeenCalledWith(zh.community.composer.posted);
  expect(bff.calls.filter((c) => c.path === 'Member/getQiniuToken').map((c) => c.body)).toEqual(
    Array(4).fill({ purpose: 'post_image' }),
  );
});
