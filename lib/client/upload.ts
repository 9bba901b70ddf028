import { apiPost } from '@/lib/client/api';
import { currentLocale } from '@/lib/client/locale';
import { isOk, type Envelope } from '@/lib/contract';
import type { UploadPermit } from '@/lib/uploads/contract';
import type { UploadPurpose } from '@/lib/uploads/purposes';

/**
 * A permit from Member/getQiniuToken, then the file straight to the upload address it names (a
 * video as the body, an image as multipart); answers the stored file's URL, or throws with the
 * API's message (else `failed`).
 */
export async function uploadFile(
  purpose: Exclude<UploadPurpose, 'avatar'>,
  file: File,
  failed: string,
): Promise<string> {
  const permit = await apiPost<Pick<UploadPermit, 'token' | 'upload_url'>>('Member/getQiniuToken', {
    purpose,
  });
  const headers: Record<string, string> = { lang: currentLocale() };
  let res: Response | null;
  if (purpose === 'video') {
    headers['content-type'] = file.type || 'application/octet-stream';
    res = await fetch(`${permit.upload_url}?token=${encodeURIComponent(permit.token)}`, {
      method: 'POST',
      headers,
      body: file,
    }).catch(() => null);
  } else {
    const form = new FormData();
    form.append('token', permit.token);
    form.append('file', file);
    res = await fetch(permit.upload_url, { method: 'POST', headers, body: form }).catch(() => null);
  }
  const envelope = (await res?.json().catch(() => null)) as Envelope<{ url: string } | null> | null;
  if (isOk(envelope) && envelope.data?.url) return envelope.data.url;
  throw new Error(envelope?.msg || failed);
}
