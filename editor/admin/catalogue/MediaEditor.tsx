// A product's images: thumbnails in display order with their alt text, moved left or right,
// removed, and added from the workspace's uploads (or uploaded new).
import { useState } from 'react';
import { Button, ImagePickerDialog, Input } from '../ui';

export type MediaItem = { url: string; alt: string };

export function MediaEditor({
  media,
  onChange,
  errors,
  max,
}: {
  media: MediaItem[];
  onChange: (media: MediaItem[]) => void;
  /** Field errors by index (`media.2.url` → 2). */
  errors: Record<number, string>;
  max: number;
}) {
  const [picking, setPicking] = useState(false);
  const move = (from: number, to: number) => {
    const next = [...media];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  return (
    <div className="swc-media">
      {media.length === 0 ? (
        <p className="swa-muted">No images yet. The first image is the card’s.</p>
      ) : null}
      <ol className="swc-media-list" aria-label="Images in display order">
        {media.map((m, i) => (
          <li key={`${m.url}-${i}`} className={`swc-media-item${errors[i] ? ' swc-invalid' : ''}`}>
            <img src={m.url} alt="" width={120} height={120} loading="lazy" />
            <Input
              aria-label={`Alt text of image ${i + 1}`}
              placeholder="Alt text"
              value={m.alt}
              maxLength={200}
              onChange={(e) =>
                onChange(media.map((x, j) => (j === i ? { ...x, alt: e.target.value } : x)))
              }
            />
            <div className="swc-media-actions">
              <Button
                size="small"
                aria-label={`Move image ${i + 1} earlier`}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              >
                ←
              </Button>
              <Button
                size="small"
                aria-label={`Move image ${i + 1} later`}
                disabled={i === media.length - 1}
                onClick={() => move(i, i + 1)}
              >
                →
              </Button>
              <Button
                size="small"
                variant="danger"
                aria-label={`Remove image ${i + 1}`}
                onClick={() => onChange(media.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </div>
            {errors[i] ? <p className="swa-field-error">{errors[i]}</p> : null}
          </li>
        ))}
      </ol>
      <Button disabled={media.length >= max} onClick={() => setPicking(true)}>
        Add image
      </Button>
      <ImagePickerDialog
        open={picking}
        title="Add an image"
        onClose={() => setPicking(false)}
        onPick={(item) => onChange([...media, { url: item.url, alt: '' }])}
      />
    </div>
  );
}
