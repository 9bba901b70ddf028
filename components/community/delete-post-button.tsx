'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Trash2 } from 'lucide-react';
import { useRouter } from '@/i18n/navigation';
import { ConfirmDialog } from '@/components/content/comments';
import { apiPostResult } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { COMMUNITY_API } from './api';

/** The author's (or an administrator's) delete, after a confirm; then back to the circle. */
export function DeletePostButton({ id, circleId }: { id: number; circleId: number }) {
  const t = useTranslations('community.post');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      const r = await apiPostResult(COMMUNITY_API.remove, { id });
      toast.success(r.msg);
      setOpen(false);
      router.replace(`/circle?id=${circleId}`);
      router.refresh();
    } catch {
      // the client showed why
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-testid="post-delete"
        className="text-ink-faint inline-flex items-center gap-1 text-sm hover:text-red-600"
      >
        <Trash2 className="size-4" aria-hidden />
        {t('delete')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('deleteTitle')}
        text={t('deleteText')}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('cancel')}
        busy={busy}
        onConfirm={() => void remove()}
      />
    </>
  );
}
