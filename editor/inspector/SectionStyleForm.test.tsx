// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SectionStyle } from '../../schemas/types';
import { SectionStyleForm } from './SectionStyleForm';

afterEach(cleanup);

function setUp(value: SectionStyle | undefined, phone: boolean) {
  const onChange = vi.fn<(style: SectionStyle | undefined) => void>();
  render(<SectionStyleForm id="s1" value={value} phone={phone} onChange={onChange} />);
  return onChange;
}

describe('SectionStyleForm', () => {
  it('edits the values for every device while the preview is not on phone', () => {
    const onChange = setUp({ spacingTopPhone: 'none' }, false);
    fireEvent.change(screen.getByLabelText('Space above'), { target: { value: 'large' } });
    expect(onChange).toHaveBeenLastCalledWith({ spacingTopPhone: 'none', spacingTop: 'large' });
    expect(screen.getByTestId('style-phone-note').textContent).toContain(
      'On phone: none space above',
    );
  });

  it('edits the phone values, labelled so, while the preview is on phone', () => {
    const onChange = setUp({ spacingTop: 'large' }, true);
    const above = screen.getByLabelText(/Space above/);
    expect(above.id).toBe('sw-s1-style-spacingTopPhone');
    expect(above.closest('.swe-field')?.textContent).toContain('Phone value');
    expect((above as HTMLSelectElement).options[0]?.textContent).toBe('Same: Large');
    fireEvent.change(above, { target: { value: 'none' } });
    expect(onChange).toHaveBeenLastCalledWith({ spacingTop: 'large', spacingTopPhone: 'none' });
  });

  it('edits the phone background image on phone, and clears it back to the shared one', () => {
    const value: SectionStyle = {
      background: 'image',
      backgroundImage: '/demo/banner-1.svg',
      backgroundImagePhone: '/demo/carousel-mobile-1.svg',
    };
    const onChange = setUp(value, true);
    const field = screen.getByLabelText(/Background image \(URL\)Phone value/);
    // The shared image is set: on phone only the phone value shows.
    expect(screen.getAllByLabelText(/Background image/)).toHaveLength(1);
    expect((field as HTMLInputElement).value).toBe('/demo/carousel-mobile-1.svg');
    fireEvent.change(field, { target: { value: ' ' } });
    expect(onChange).toHaveBeenLastCalledWith({
      background: 'image',
      backgroundImage: '/demo/banner-1.svg',
    });
  });

  it('shows the shared background image on phone too while it is empty', () => {
    const onChange = setUp({ background: 'image' }, true);
    expect(screen.getAllByLabelText(/Background image/)).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Background image (URL)'), {
      target: { value: '/demo/banner-1.svg' },
    });
    expect(onChange).toHaveBeenLastCalledWith({
      background: 'image',
      backgroundImage: '/demo/banner-1.svg',
    });
  });
});
