import { describe, expect, it } from 'vitest';
import {
  DEVICE_WIDTHS,
  earlyPlacementScript,
  fitFrame,
  placeHolder,
  styleFrame,
  type FrameFit,
} from './preview-frame';

/** A style object that counts its writes. */
function countingStyle() {
  const writes: string[] = [];
  const values: Record<string, string> = {};
  const style = new Proxy(values, {
    set(target, key: string, value: string) {
      writes.push(key);
      // As a browser reads it back.
      target[key] = key === 'transformOrigin' && value === '0 0' ? '0px 0px' : value;
      return true;
    },
    get: (target, key: string) => target[key] ?? '',
  });
  return { style, writes, values };
}

describe('fitFrame', () => {
  it('scales the device width down to the box, keeping the box height in its own pixels', () => {
    const fit = fitFrame(788, 816, DEVICE_WIDTHS.desktop);
    expect(fit.width).toBe(1280);
    expect(fit.scale).toBeCloseTo(788 / 1280);
    expect(fit.frameHeight).toBeCloseTo(816 / (788 / 1280));
  });
  it('never scales up, and "full" takes the box as it is', () => {
    expect(fitFrame(1500, 800, 1280)).toEqual({ width: 1280, scale: 1, frameHeight: null });
    expect(fitFrame(700, 800, null)).toEqual({ width: 700, scale: 1, frameHeight: null });
  });
  it('leaves the scale alone while the box is not measured', () => {
    expect(fitFrame(0, 0, 390)).toEqual({ width: 390, scale: 1, frameHeight: null });
  });
});

describe('styleFrame', () => {
  it('sizes the frame, and the same fit again writes nothing', () => {
    const { style, writes, values } = countingStyle();
    const frame = { style } as unknown as HTMLElement;
    const fit: FrameFit = { width: 1280, scale: 0.5, frameHeight: 1600 };
    styleFrame(frame, fit);
    expect(values).toMatchObject({
      width: '1280px',
      height: '1600px',
      transform: 'scale(0.5)',
      transformOrigin: '0px 0px',
    });
    const first = writes.length;
    styleFrame(frame, { ...fit });
    expect(writes).toHaveLength(first);
    styleFrame(frame, { width: 390, scale: 1, frameHeight: null });
    expect(values).toMatchObject({ width: '390px', height: '100%', transform: '' });
  });
});

describe('placeHolder', () => {
  it('puts the holder over the box and hides it while the box has no area', () => {
    const holder = { style: {}, hidden: true } as unknown as HTMLElement;
    placeHolder(holder, { left: 296, top: 68, width: 788, height: 816 });
    expect(holder.style).toMatchObject({
      left: '296px',
      top: '68px',
      width: '788px',
      height: '816px',
    });
    expect(holder.hidden).toBe(false);
    placeHolder(holder, { left: 0, top: 0, width: 0, height: 816 });
    expect(holder.hidden).toBe(true);
  });
});

describe('earlyPlacementScript', () => {
  const ids = { holder: 'h', frame: 'f', canvas: '#root .canvas' };

  /** Runs the script's code against a fake document: a canvas of 820 × 848 with 16px padding. */
  function run(script: string, canvasWidth: number) {
    const code = /^<script>([\s\S]*)<\/script>$/.exec(script)![1]!;
    const wrap = {
      style: {} as Record<string, string>,
      getBoundingClientRect() {
        const width = parseFloat(this.style.width ?? '0');
        // Centred in the canvas's content box (margin: 0 auto), below the top bar.
        return { left: 280 + 16 + (canvasWidth - 32 - width) / 2, top: 68, width, height: 816 };
      },
    };
    const canvas = { clientWidth: canvasWidth, clientHeight: 848, firstElementChild: wrap };
    const holder = { style: {} as Record<string, string>, hidden: true };
    const frame = countingStyle();
    const document = {
      getElementById: (id: string) =>
        id === 'h' ? holder : id === 'f' ? { style: frame.style } : null,
      querySelector: (sel: string) => (sel === '#root .canvas' ? canvas : null),
    };
    const getComputedStyle = () => ({
      paddingLeft: '16px',
      paddingRight: '16px',
      paddingTop: '16px',
      paddingBottom: '16px',
    });
    new Function('document', 'getComputedStyle', code)(document, getComputedStyle);
    return { wrap, holder, frame };
  }

  it('sizes the frame box and the frame as the editor will, and shows the holder over it', () => {
    const { wrap, holder, frame } = run(earlyPlacementScript(ids, DEVICE_WIDTHS.desktop), 820);
    const fit = fitFrame(788, 816, 1280);
    expect(parseFloat(wrap.style.width!)).toBeCloseTo(788);
    expect(wrap.style.height).toBe('816px');
    expect(holder.hidden).toBe(false);
    expect(holder.style).toMatchObject({ left: '296px', top: '68px', height: '816px' });
    // What PreviewPane writes for the same box changes nothing.
    const before = frame.writes.length;
    styleFrame({ style: frame.style } as unknown as HTMLElement, fit);
    expect(frame.writes).toHaveLength(before);
  });

  it('leaves the holder hidden when the canvas has no room (another panel on a phone)', () => {
    const { holder, frame } = run(earlyPlacementScript(ids, DEVICE_WIDTHS.desktop), 32);
    expect(holder.hidden).toBe(true);
    expect(frame.writes).toHaveLength(0);
  });
});
