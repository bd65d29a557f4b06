// Choosing an image (a product's, a category's, a blog post's): the workspace's uploads as a grid
// (GET /admin/uploads), and "Upload new" (POST /uploadFile), as the builder's image widget does.
import { useRef, useState } from 'react';
import type { UploadItem } from '../../../shared/builder-api';
import { errorText } from '../../../shared/error-text';
import { useAdminApi } from '../api';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { EmptyState, ErrorState, LoadingState } from './States';
import { listUploads, uploadImage } from './uploads';
import { useResource } from './use-resource';
import './media.css';

export function ImagePickerDialog({
  open,
  title = 'Choose an image',
  onClose,
  onPick,
}: {
  open: boolean;
  title?: string;
  onClose: () => void;
  onPick: (item: UploadItem) => void;
}) {
  const api = useAdminApi();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const uploads = useResource(open ? 'open' : 'closed', () =>
    open ? listUploads(api) : Promise.resolve([] as UploadItem[]),
  );

  const upload = async (f: File) => {
    setBusy(true);
    setProblem(null);
    try {
      const item = await uploadImage(f);
      onPick(item);
      onClose();
    } catch (e) {
      setProblem(`Upload failed: ${errorText(e)}`);
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };

  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      testId="swc-image-picker"
      actions={<Button onClick={onClose}>Cancel</Button>}
    >
      <div className="swa-picker">
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          className="swa-visually-hidden"
          tabIndex={-1}
          aria-label="Image file to upload"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void upload(f);
          }}
        />
        <Button variant="primary" busy={busy} onClick={() => file.current?.click()}>
          Upload new image
        </Button>
        {problem ? (
          <p className="swa-field-error" role="alert">
            {problem}
          </p>
        ) : null}
        {uploads.status === 'error' ? (
          <ErrorState error={uploads.error} onRetry={uploads.reload} />
        ) : !uploads.data || uploads.status === 'loading' ? (
          <LoadingState lines={2} label="Loading your uploads…" />
        ) : uploads.data.length === 0 ? (
          <EmptyState title="No uploads yet">Upload an image to use it here.</EmptyState>
        ) : (
          <ul className="swa-picker-grid" aria-label="Your uploads">
            {uploads.data.map((u) => (
              <li key={u.id}>
                <button
                  type="button"
                  className="swa-picker-choice"
                  onClick={() => {
                    onPick(u);
                    onClose();
                  }}
                >
                  <img
                    src={u.variants[0]?.url ?? u.url}
                    alt=""
                    width={96}
                    height={96}
                    loading="lazy"
                  />
                  <span className="swa-picker-name">{u.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
