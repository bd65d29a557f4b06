// The preview: an iframe on the workspace's own host running the runtime in builder mode, at
// the chosen device width (scaled down to fit the pane, never reflowed). While a palette tile is
// dragged, a droppable layer covers it so the drop lands at the section under the pointer.
//
// The iframe is not React's: the server wrote it into the builder's HTML, outside the editor's
// root, so the preview loads while the editor's scripts do (an iframe moved in the DOM would
// load again). This pane keeps it over its frame box (fixed position, synced on every layout
// change); without one (no page at load), it makes one the same way.
import { useDroppable } from '@dnd-kit/core';
import { useEffect, useLayoutEffect, useRef, useState, type MutableRefObject } from 'react';
import { PREVIEW_FRAME_ID, PREVIEW_HOLDER_ID } from '../../shared/preview-protocol';
import { previewUrl, type PreviewHost } from '../preview/preview-host';
import { contentSize, fitFrame, placeHolder, styleFrame } from '../../shared/preview-frame';
import { DEVICE_WIDTHS, useEditor, useEditorStore } from '../store/store';
import { type Box, connectEditorPreview } from './canvas-preview';
import { useServices } from './services';

export const PREVIEW_DROP_ID = 'preview-drop';

/** Where the preview is on screen and how it is scaled: for turning a pointer into an index. */
export type PreviewGeometry = { frame: HTMLIFrameElement | null; scale: number; boxes: Box[] };

/**
 * Which gap between the preview's boxes a drop at `clientY` (screen) is in: the index of the
 * first box whose middle is below it, `boxes.length` below them all.
 */
export function dropIndexAt(clientY: number, geometry: PreviewGeometry): number {
  const { frame, scale, boxes } = geometry;
  if (!frame) return boxes.length;
  const y = (clientY - frame.getBoundingClientRect().top) / scale;
  const i = boxes.findIndex((b) => y < b.top + b.height / 2);
  return i === -1 ? boxes.length : i;
}

/**
 * The page index a drop in gap `gap` of `boxes` inserts at. The preview shows no box for hidden
 * sections (nor for ones that render nothing), so the gap is turned into a place among all of
 * the page's `sectionIds`: before the box's section, or right after the last box's.
 */
export function insertIndexForGap(gap: number, boxes: Box[], sectionIds: string[]): number {
  const before = boxes[gap];
  if (before) {
    const i = sectionIds.indexOf(before.id);
    if (i !== -1) return i;
  }
  const last = boxes[boxes.length - 1];
  const after = last ? sectionIds.indexOf(last.id) : -1;
  return gap >= boxes.length && after !== -1 ? after + 1 : sectionIds.length;
}

/** The preview iframe in its holder: the server's, or a new one for `path`. */
function previewFrame(path: string): { holder: HTMLElement; frame: HTMLIFrameElement } {
  const found = document.getElementById(PREVIEW_HOLDER_ID);
  const frame = found?.querySelector<HTMLIFrameElement>(`#${PREVIEW_FRAME_ID}`);
  if (found && frame) return { holder: found, frame };
  found?.remove();
  const holder = document.createElement('div');
  holder.id = PREVIEW_HOLDER_ID;
  holder.className = 'swe-preview-holder';
  holder.hidden = true;
  const made = document.createElement('iframe');
  made.id = PREVIEW_FRAME_ID;
  made.className = 'swe-frame';
  made.title = 'Page preview';
  made.src = previewUrl(path);
  holder.append(made);
  document.body.append(holder);
  return { holder, frame: made };
}

type Props = {
  hostRef: MutableRefObject<PreviewHost | null>;
  geometryRef: MutableRefObject<PreviewGeometry>;
  dragging: boolean;
  markerY: number | null;
};

export function PreviewPane({ hostRef, geometryRef, dragging, markerY }: Props) {
  const store = useEditorStore();
  const { origin, previewTransport, canvas, live } = useServices();
  const device = useEditor((s) => s.device);
  const firstPath = useRef<string | null>(null);
  const path = useEditor((s) => s.pages.find((p) => p.id === s.pageId)?.path ?? null);
  if (firstPath.current === null && path) firstPath.current = path;
  const wrapRef = useRef<HTMLDivElement | null>(null);
  const canvasRef = useRef<HTMLDivElement | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [preview, setPreview] = useState<ReturnType<typeof previewFrame> | null>(null);
  const { setNodeRef, isOver } = useDroppable({ id: PREVIEW_DROP_ID, disabled: !dragging });

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // Measured at once, so the first commit already sizes the frame as the builder's HTML placed
    // it (shared/preview-frame.ts): the preview is not laid out again at another size.
    setSize(contentSize(canvas));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  const framePath = firstPath.current;
  useLayoutEffect(() => {
    if (framePath) setPreview(previewFrame(framePath));
  }, [framePath]);

  // The holder follows the frame box: on resizes of the box (device width, a panel shown or
  // hidden on a phone) and of the window. Hidden while the box is (another view on a phone).
  useLayoutEffect(() => {
    const wrap = wrapRef.current;
    if (!preview || !wrap) return;
    const place = () => placeHolder(preview.holder, wrap.getBoundingClientRect());
    place();
    const observer = new ResizeObserver(place);
    observer.observe(wrap);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
      preview.holder.hidden = true;
    };
  }, [preview]);

  useEffect(() => {
    const frame = preview?.frame;
    if (!frame) return;
    const onLayout = (boxes: Box[]) => {
      geometryRef.current = { ...geometryRef.current, boxes };
    };
    if (canvas?.frame === frame) {
      // Connected before the first render (startEditor); it lives as long as the editor.
      hostRef.current = canvas.host;
      canvas.layout.current = onLayout;
      return () => {
        canvas.layout.current = null;
        hostRef.current = null;
      };
    }
    const host = connectEditorPreview(frame, store, origin, previewTransport, live, onLayout);
    hostRef.current = host;
    return () => {
      host.dispose();
      hostRef.current = null;
    };
  }, [preview, store, origin, previewTransport, canvas, live, hostRef, geometryRef]);

  const fit = fitFrame(Math.max(0, size.width), size.height, DEVICE_WIDTHS[device]);
  const { width, scale, frameHeight } = fit;
  geometryRef.current = { ...geometryRef.current, frame: preview?.frame ?? null, scale };

  // The iframe's own size: the device width, scaled down to fit (never reflowed).
  useLayoutEffect(() => {
    const frame = preview?.frame;
    if (frame) styleFrame(frame, { width, scale, frameHeight });
  }, [preview, width, frameHeight, scale]);

  return (
    <div className="swe-canvas" ref={canvasRef} aria-label="Preview">
      <div
        ref={wrapRef}
        className="swe-frame-wrap"
        style={{ width: width * scale, height: size.height || '100%' }}
        data-device={device}
      >
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
