import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { Provider, createStore } from 'jotai';
import zh from '@/messages/zh.json';
import { loginDialogAtom } from '@/lib/client/atoms';
import { LoginPrompt } from './login-prompt';

describe('LoginPrompt', () => {
  it('opens the login dialog in password-login mode', async () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <NextIntlClientProvider locale="zh" messages={zh} timeZone="Asia/Shanghai">
          <LoginPrompt />
        </NextIntlClientProvider>
      </Provider>,
    );
    expect(screen.getByRole('heading', { name: zh.member.login.title })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: zh.member.login.button }));
    expect(store.get(loginDialogAtom)).toEqual({ open: true, mode: 'code' });
  });
});
