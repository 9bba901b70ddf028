'use client';

import { useId, useState, type FormEvent } from 'react';
import { X } from 'lucide-react';
import { apiPostResult } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import type { KeyOf } from '@/lib/i18n/messages';
import { useBlockedWords } from './data';
import { useStudioT } from './i18n';
import type { BlockedWordItem, RemoveWordAnswer } from '@/lib/chat/contract';
import {
  WORD_ACTIONS,
  WORD_LANGS,
  WORD_MAX,
  type WordAction,
  type WordLang,
} from '@/lib/chat/limits';
import { charCount } from '@/lib/live/limits';
import {
  Button,
  Counter,
  Empty,
  FieldError,
  INPUT,
  LABEL,
  LoadFailed,
  Loading,
  Section,
} from './ui';

/** chat/blockedWords, chat/addBlockedWord, chat/removeBlockedWord: the room's own word list. */
export function BlockedWordsSection({ roomId }: { roomId: number }) {
  const t = useStudioT();
  const id = useId();
  const words = useBlockedWords(roomId);
  const [word, setWord] = useState('');
  const [lang, setLang] = useState<WordLang>('*');
  const [action, setAction] = useState<WordAction>('hide');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState<number | 'add' | null>(null);

  const langLabel = (l: string) =>
    l === '*' ? t('chat.langs.all') : t(`chat.langs.${l}` as KeyOf<typeof t>);
  const actionLabel = (a: string) =>
    (WORD_ACTIONS as readonly string[]).includes(a) ? t(`chat.actions.${a}` as KeyOf<typeof t>) : a;

  const length = charCount(word.trim());
  const wordError =
    length === 0
      ? t('chat.wordRequired')
      : length > WORD_MAX
        ? t('tooLong', { max: WORD_MAX })
        : null;
  const showError = wordError && (tried || length > WORD_MAX);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (busy !== null || wordError) return;
    setBusy('add');
    try {
      const { data, msg } = await apiPostResult<BlockedWordItem>('chat/addBlockedWord', {
        room_id: roomId,
        word: word.trim(),
        lang,
        action,
      });
      await words.mutate((list) => [data, ...(list ?? []).filter((w) => w.id !== data.id)], {
        revalidate: false,
      });
      setWord('');
      setTried(false);
      if (msg) toast.success(msg);
    } catch {
      // The API client has shown the API's message.
    } finally {
      setBusy(null);
    }
  };

  const remove = async (w: BlockedWordItem) => {
    if (busy !== null) return;
    setBusy(w.id);
    try {
      const { msg } = await apiPostResult<RemoveWordAnswer>('chat/removeBlockedWord', {
        room_id: roomId,
        id: w.id,
      });
      await words.mutate((list) => list?.filter((x) => x.id !== w.id), { revalidate: false });
      if (msg) toast.success(msg);
    } catch {
      // The API client has shown the API's message.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section id={`${id}-words`} title={t('chat.wordsHeading')} intro={t('chat.wordsIntro')}>
      <form
        noValidate
        onSubmit={(e) => void add(e)}
        className="desk:grid-cols-[1fr_10rem_10rem_auto] desk:items-start grid gap-3"
      >
        <div>
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={`${id}-word`} className={LABEL}>
              {t('chat.word')}
            </label>
            <Counter id={`${id}-word-count`} count={length} max={WORD_MAX} />
          </div>
          <input
            id={`${id}-word`}
            value={word}
            onChange={(e) => setWord(e.target.value)}
            placeholder={t('chat.wordPlaceholder')}
            autoComplete="off"
            aria-invalid={showError ? true : undefined}
            aria-describedby={`${id}-word-count${showError ? ` ${id}-word-error` : ''}`}
            className={INPUT}
          />
          {showError ? <FieldError id={`${id}-word-error`}>{wordError}</FieldError> : null}
        </div>
        <div>
          <label htmlFor={`${id}-lang`} className={LABEL}>
            {t('chat.wordLang')}
          </label>
          <select
            id={`${id}-lang`}
            value={lang}
            onChange={(e) => setLang(e.target.value as WordLang)}
            className={INPUT}
          >
            {WORD_LANGS.map((l) => (
              <option key={l} value={l}>
                {langLabel(l)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-action`} className={LABEL}>
            {t('chat.wordAction')}
          </label>
          <select
            id={`${id}-action`}
            value={action}
            onChange={(e) => setAction(e.target.value as WordAction)}
            className={INPUT}
          >
            {WORD_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {actionLabel(a)}
              </option>
            ))}
          </select>
        </div>
        <div className="desk:pt-6">
          <Button type="submit" busy={busy === 'add'} className="desk:w-auto w-full">
            {t('chat.addWord')}
          </Button>
        </div>
      </form>

      <div className="mt-4">
        {words.data ? (
          words.data.length === 0 ? (
            <Empty>{t('chat.wordsEmpty')}</Empty>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {words.data.map((w) => (
                <li
                  key={w.id}
                  className="bg-surface border-surface-page flex items-center gap-2 rounded-full border py-1 pr-1 pl-3 text-sm"
                >
                  <span className="text-ink font-medium">{w.word}</span>
                  <span className="text-ink-faint text-xs">
                    {langLabel(w.lang)} · {actionLabel(w.action)}
                  </span>
                  <button
                    type="button"
                    disabled={busy !== null}
                    aria-label={t('chat.removeWord', { word: w.word })}
                    onClick={() => void remove(w)}
                    className="text-ink-faint hover:bg-live-soft hover:text-live focus-visible:ring-brand/30 grid size-7 place-items-center rounded-full outline-none focus-visible:ring-2 disabled:opacity-50"
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : words.error ? (
          <LoadFailed onRetry={() => void words.mutate()} />
        ) : (
          <Loading />
        )}
      </div>
    </Section>
  );
}
