import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useId, useRef, useState } from 'react';
import type { UploadedImage } from '../sources';
import { inspectorContext } from '../form-context';
import { ImageUrlField } from './ImageUrlField';

const SHOWABLE = /^(\/|https?:\/\/)/;

const reason = (e: unknown) => (e instanceof Error && e.message ? e.message : 'please try again');

/**
 * The image widget proper: thumbnail, 'Upload' (through `sources.upload`), 'Choose from
 * uploads' (a popover over `sources.listUploads()`), the URL field and 'Remove'. Remove is
 * offered only for optional images; a required one is replaced, not emptied.
 */
export default function ImagePicker(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, registry } = props;
  const { sources } = inspectorContext(registry);
  const fileRef = useRef<HTMLInputElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const popoverId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [uploads, setUploads] = useState<UploadedImage[] | null>(null);
  const [listProblem, setListProblem] = useState<string | null>(null);
  const url = typeof value === 'string' ? value : '';
  const locked = disabled || readonly;

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    setUploads(null);
    setListProblem(null);
    sources.listUploads().then(
      (list) => live && setUploads(list),
      (e: unknown) => live && setListProblem(`Could not load your uploads: ${reason(e)}`),
    );
    const onDown = (e: MouseEvent) => {
      const t = e.target as Node;
      if (!popoverRef.current?.contains(t) && !triggerRef.current?.contains(t)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => {
      live = false;
      document.removeEventListener('mousedown', onDown);
    };
  }, [open, sources]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const upload = async (file: File) => {
    setBusy(true);
    setProblem(null);
    try {
      const result = await sources.upload(file);
      onChange(result.url);
    } catch (e) {
      setProblem(`Upload failed: ${reason(e)}`);
    } finally {
      setBusy(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <div className="swe-image">
      <div className="swe-image__row">
        <div className="swe-image__thumb">
          {SHOWABLE.test(url) ? (
            <img src={url} alt="" width={64} height={64} data-testid={`${id}-thumb`} />
          ) : (
            <span className="swe-image__none">No image</span>
          )}
        </div>
        <div className="swe-image__actions">
          <input
            ref={fileRef}
            type="file"
            accept="image/*"
            className="swe-visually-hidden"
            tabIndex={-1}
            aria-label={`${label}: image file to upload`}
            disabled={locked || busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <button
            type="button"
            className="swe-btn"
            disabled={locked || busy}
            onClick={() => fileRef.current?.click()}
          >
            {busy ? 'Uploading…' : 'Upload'}
          </button>
          <button
            ref={triggerRef}
            type="button"
            className="swe-btn"
            aria-expanded={open}
            aria-controls={popoverId}
            disabled={locked}
            onClick={() => setOpen((o) => !o)}
          >
            Choose from uploads
          </button>
          {url && !required ? (
            <button
              type="button"
              className="swe-btn swe-btn--quiet"
              disabled={locked}
              onClick={() => onChange(undefined)}
            >
              Remove
            </button>
          ) : null}
        </div>
      </div>
      {open ? (
        <div
          ref={popoverRef}
          id={popoverId}
          role="dialog"
          aria-label="Choose from uploads"
          className="swe-popover swe-image__uploads"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              close();
            }
          }}
        >
          {listProblem ? (
            <p className="swe-field-error">{listProblem}</p>
          ) : uploads === null ? (
            <p className="swe-muted">Loading uploads…</p>
          ) : uploads.length === 0 ? (
            <p className="swe-muted">No uploads yet</p>
          ) : (
            <ul className="swe-image__grid">
              {uploads.map((u) => (
                <li key={u.url}>
                  <button
                    type="button"
                    className="swe-image__choice"
                    aria-pressed={u.url === url}
                    onClick={() => {
                      onChange(u.url);
                      close();
                    }}
                  >
                    <img src={u.url} alt="" width={56} height={56} loading="lazy" />
                    <span className="swe-image__name">{u.name}</span>
                    <span className="swe-muted">
                      {u.width}×{u.height}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      <ImageUrlField {...props} />
      {problem ? (
        <p className="swe-field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
