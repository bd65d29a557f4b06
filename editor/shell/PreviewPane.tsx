// The preview: an iframe on the workspace's own host running the runtime in builder mode, at
// the chosen device width (scaled down to fit the pane, never reflowed). While a palette tile is
// dragged, a droppable layer covers it so the drop lands at the section under the pointer.
import { useDroppable } from '@dnd-kit/core';
import { useEffect, useLayoutEffect, useRef, useState, type MutableRefObject } from 'react';
import { connectPreview, previewUrl, type PreviewHost } from '../preview/preview-host';
import { DEVICE_WIDTHS, useEditor, useEditorStore } from '../store/store';
import { useServices } from './services';

export const PREVIEW_DROP_ID = 'preview-drop';

export type Box = { id: string; top: number; height: number };

/** Where the preview is on screen and how it is scaled: for turning a pointer into an index. */
export type PreviewGeometry = { frame: HTMLIFrameElement | null; scale: number; boxes: Box[] };

/** The index a drop at `clientY` (screen) lands at: before the first section whose middle is below it. */
export function dropIndexAt(clientY: number, geometry: PreviewGeometry): number {
  const { frame, scale, boxes } = geometry;
  if (!frame) return boxes.length;
  const y = (clientY - frame.getBoundingClientRect().top) / scale;
  const i = boxes.findIndex((b) => y < b.top + b.height / 2);
  return i === -1 ? boxes.length : i;
}

type Props = {
  hostRef: MutableRefObject<PreviewHost | null>;
  geometryRef: MutableRefObject<PreviewGeometry>;
  dragging: boolean;
  markerY: number | null;
};

export function PreviewPane({ hostRef, geometryRef, dragging, markerY }: Props) {
  const store = useEditorStore();
  const { origin } = useServices();
  const device = useEditor((s) => s.device);
  const firstPath = useRef<string | null>(null);
  const path = useEditor((s) => s.pages.find((p) => p.id === s.pageId)?.path ?? null);
  if (firstPath.current === null && path) firstPath.current = path;
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const canvasRef = useRef<HTMLDivElement | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const { setNodeRef, isOver } = useDroppable({ id: PREVIEW_DROP_ID, disabled: !dragging });

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  const src = firstPath.current ? previewUrl(firstPath.current) : null;

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || !src) return;
    const host = connectPreview(
      frame,
      store,
      origin,
      {
        onSelect: (id) => store.getState().select(id),
        onHover: (id) => store.getState().hover(id),
        onLayout: (boxes) => {
          geometryRef.current = { ...geometryRef.current, boxes };
        },
        onRendered: (seq) => {
          // For the e2e tests and the benchmark: the last sequence the preview has drawn.
          document.documentElement.dataset.previewSeq = String(seq);
        },
      },
      () => {
        const s = store.getState();
        return s.pages.find((p) => p.id === s.pageId)?.path ?? '/';
      },
    );
    hostRef.current = host;
    return () => {
      host.dispose();
      hostRef.current = null;
    };
  }, [src, store, origin, hostRef, geometryRef]);

  const deviceWidth = DEVICE_WIDTHS[device];
  const available = Math.max(0, size.width);
  const width = deviceWidth ?? available;
  const scale = deviceWidth && available > 0 ? Math.min(1, available / deviceWidth) : 1;
  geometryRef.current = { ...geometryRef.current, frame: frameRef.current, scale };

  return (
    <div className="swe-canvas" ref={canvasRef} aria-label="Preview">
      <div
        className="swe-frame-wrap"
        style={{ width: width * scale, height: size.height || '100%' }}
        data-device={device}
      >
        {src && (
          <iframe
            ref={frameRef}
            className="swe-frame"
            title="Page preview"
            src={src}
            style={{
              width,
              height: scale < 1 ? (size.height || 0) / scale : '100%',
              transform: scale < 1 ? `scale(${scale})` : undefined,
              transformOrigin: '0 0',
            }}
          />
        )}
        {dragging && (
          <div
            ref={setNodeRef}
            className={`swe-drop-overlay${isOver ? ' swe-drop-overlay--active' : ''}`}
            data-testid="preview-drop"
          >
            {isOver && markerY !== null && (
              <div className="swe-drop-marker" style={{ top: markerY }} />
            )}
          </div>
        )}
      </div>
    </div>
  );
}
