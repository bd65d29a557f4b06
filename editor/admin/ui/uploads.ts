// The workspace's uploads for the admin's image pickers: the list (GET /admin/uploads) and a new
// upload (POST /uploadFile, multipart, as the builder's image widget sends it) with the session
// cookie.
import { APP_PLATFORM, buildApiPath } from '../../../shared/api-client';
import type { UploadItem } from '../../../shared/builder-api';
import { uploadAnswer } from '../../api';
import { type AdminApi, getData } from '../api';

/** The workspace's uploads, newest first. */
export function listUploads(api: AdminApi): Promise<UploadItem[]> {
  return getData<UploadItem[]>(api, '/admin/uploads');
}

/** POST /uploadFile (multipart, field `file`) with the session cookie; the stored image. */
export async function uploadImage(file: File): Promise<UploadItem> {
  const target = buildApiPath('/uploadFile');
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(target, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'x-app-platform': APP_PLATFORM },
    body: form,
  });
  return uploadAnswer(response, target);
}
