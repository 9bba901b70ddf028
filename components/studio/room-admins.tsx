'use client';

import { useId, useState, type FormEvent } from 'react';
import { UserMinus, UserPlus } from 'lucide-react';
import { apiPostResult } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { Avatar } from '@/components/ui/avatar';
import { useRoomAdmins } from './data';
import { useStudioT } from './i18n';
import type { RoomAdmin } from '@/lib/live/contract';
import { Button, Empty, FieldError, INPUT, LABEL, LoadFailed, Loading, Section } from './ui';

const USER_ID = /^[1-9]\d{0,9}$/;

/** Live/roomAdmins and Live/setRoomAdmin: the room's administrators, appointed by user id. */
export function RoomAdminsSection() {
  const t = useStudioT();
  const id = useId();
  const admins = useRoomAdmins();
  const [userId, setUserId] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState<number | 'add' | null>(null);

  const invalid = !USER_ID.test(userId.trim()) || Number(userId.trim()) > 2_147_483_647;

  /** Appoint (1) or dismiss (0); the API answers the whole list. */
  const setAdmin = async (user: number, type: 1 | 0) => {
    const { data, msg } = await apiPostResult<RoomAdmin[]>('Live/setRoomAdmin', {
      user_id: user,
      type,
    });
    await admins.mutate(data, { revalidate: false });
    if (msg) toast.success(msg);
  };

  const add = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (busy !== null || invalid) return;
    setBusy('add');
    try {
      await setAdmin(Number(userId.trim()), 1);
      setUserId('');
      setTried(false);
    } catch {
      // The API client has shown the API's message (an unknown user, the limit of 20 …).
    } finally {
      setBusy(null);
    }
  };

  const remove = async (admin: RoomAdmin) => {
    if (busy !== null) return;
    setBusy(admin.id);
    try {
      await setAdmin(admin.id, 0);
    } catch {
      // The API client has shown the API's message.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section id={`${id}-staff`} title={t('chat.staffHeading')} intro={t('chat.staffIntro')}>
      {admins.data ? (
        admins.data.length === 0 ? (
          <Empty>{t('chat.staffEmpty')}</Empty>
        ) : (
          <ul className="desk:grid-cols-2 grid gap-2">
            {admins.data.map((a) => (
              <li
                key={a.id}
                className="bg-surface border-surface-page flex items-center gap-3 rounded-xl border p-2 pl-3"
              >
                <Avatar src={a.avatar} name={a.nickname} size={32} />
                <div className="min-w-0 flex-1">
                  <p className="text-ink truncate text-sm font-medium">{a.nickname}</p>
                  <p className="text-ink-faint text-xs">{t('chat.adminId', { id: a.id })}</p>
                </div>
                <Button
                  variant="ghost"
                  busy={busy === a.id}
                  disabled={busy !== null}
                  aria-label={t('chat.removeAdmin', { name: a.nickname })}
                  onClick={() => void remove(a)}
                >
                  {busy === a.id ? null : <UserMinus className="size-4" aria-hidden />}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : admins.error ? (
        <LoadFailed onRetry={() => void admins.mutate()} />
      ) : (
        <Loading />
      )}
      <form noValidate onSubmit={(e) => void add(e)} className="mt-3 flex items-start gap-2">
        <div className="max-w-xs flex-1">
          <label htmlFor={`${id}-user`} className={`${LABEL} sr-only`}>
            {t('chat.userId')}
          </label>
          <input
            id={`${id}-user`}
            inputMode="numeric"
            autoComplete="off"
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
            placeholder={t('chat.userIdPlaceholder')}
            aria-invalid={tried && invalid ? true : undefined}
            aria-describedby={tried && invalid ? `${id}-user-error` : undefined}
            className={INPUT}
          />
          {tried && invalid ? (
            <FieldError id={`${id}-user-error`}>{t('chat.userIdInvalid')}</FieldError>
          ) : null}
        </div>
        <Button type="submit" busy={busy === 'add'} disabled={busy !== null && busy !== 'add'}>
          {busy === 'add' ? null : <UserPlus className="size-4" aria-hidden />}
          {t('chat.addAdmin')}
        </Button>
      </form>
    </Section>
  );
}
