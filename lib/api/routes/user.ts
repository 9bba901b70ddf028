import 'server-only';
import { deviceOf } from '@/lib/referral';
import { z } from 'zod';
import { resetPassword } from '@/lib/account/forgot-password';
import { login } from '@/lib/account/login';
import { avatarList } from '@/lib/account/profile';
import { toPublicUser } from '@/lib/account/public-user';
import { register } from '@/lib/account/register';
import {
  avatarListOutput,
  forgotPasswordInput,
  getCodeInput,
  loginInput,
  loginOutput,
  publicUserOutput,
  registerInput,
  userCardOutput,
  userIdInput,
} from '@/lib/account/contract';
import { requestCode } from '@/lib/account/sms-code';
import { getUserCard } from '@/lib/account/user-card';
import { endpoint, ok } from '../endpoint';

export const userEndpoints = [
  // POST api/user/getCode – sends an SMS code (type 1 register, 2 otherwise); same answer for any number
  endpoint({
    method: 'POST',
    path: 'user/getCode',
    summary:
      'Send an SMS code. 60 s between sends per number, 5 per hour per number, 20 per hour per IP (429).',
    tag: 'account',
    input: getCodeInput,
    output: z.null(),
    rateLimited: true,
    handler: async ({ input, ip }) => {
      await requestCode(input, ip);
      return ok(null, 'api.sent');
    },
  }),
  // POST api/user/registered – creates an account with a register code
  endpoint({
    method: 'POST',
    path: 'user/registered',
    summary:
      'Register with a type-1 SMS code. The new user gets a generated nickname and the first stock avatar.',
    tag: 'account',
    input: registerInput,
    output: z.null(),
    handler: async ({ input, ip, lang, headers }) => {
      await register(input, ip, lang, deviceOf(headers));
      return ok(null, 'api.registered');
    },
  }),
  // POST api/user/login – token and user for mobile + password
  endpoint({
    method: 'POST',
    path: 'user/login',
    summary: 'Log in. 10 wrong passwords per IP and number within 15 min answer 429.',
    tag: 'account',
    input: loginInput,
    output: loginOutput,
    rateLimited: true,
    handler: async ({ input, ip, headers }) => ok(await login(input, ip, deviceOf(headers))),
  }),
  // POST api/user/forgotPassword – new password with a type-2 code; signs out every session
  endpoint({
    method: 'POST',
    path: 'user/forgotPassword',
    summary: 'Reset the password with a type-2 SMS code; revokes every token of the user.',
    tag: 'account',
    input: forgotPasswordInput,
    output: z.null(),
    handler: async ({ input, ip }) => {
      await resetPassword(input, ip);
      return ok(null, 'api.passwordReset');
    },
  }),
  // GET api/user/info – the logged-in user
  endpoint({
    method: 'GET',
    path: 'user/info',
    summary: 'The logged-in user.',
    tag: 'account',
    auth: 'required',
    output: publicUserOutput,
    handler: async ({ user }) => ok(toPublicUser(user)),
  }),
  // GET api/user/avatarList – stock avatars
  endpoint({
    method: 'GET',
    path: 'user/avatarList',
    summary: 'Stock avatars to choose from.',
    tag: 'account',
    output: avatarListOutput,
    handler: async () => ok(await avatarList()),
  }),
  // GET api/User/getUserInfo – another user's public card
  endpoint({
    method: 'GET',
    path: 'User/getUserInfo',
    summary: "Another user's public card.",
    tag: 'account',
    auth: 'optional',
    input: userIdInput,
    output: userCardOutput,
    handler: async ({ input }) => ok(await getUserCard(input.id)),
  }),
];
