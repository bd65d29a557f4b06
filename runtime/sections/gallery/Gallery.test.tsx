// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { eventsGalleryConfig, orgPhotoGalleryConfig } from '../../../fixtures/sections/media';
import { gallerySchema, type GalleryConfig } from '../../../schemas/sections/gallery';
import { POPUP_CLOSE_DELAY_MS } from '../../../shared/constants';
import { validateAgainst } from '../../../shared/validate';
import { openPopupCount } from '../../hooks/use-popup';
import { Gallery } from './Gallery';
import { gallery } from './index';

const counter = () => screen.getByTestId('gallery-counter').textContent;

describe('Gallery', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('has schema defaults and fixtures that validate', () => {
    for (const config of [gallery.defaults, eventsGalleryConfig, orgPhotoGalleryConfig]) {
      expect(validateAgainst(gallerySchema, config)).toBeNull();
    }
    render(<Gallery id="d" config={gallery.defaults} />);
    expect(screen.getByRole('heading', { name: 'A look inside' })).toBeTruthy();
  });

  it('groups images into columns of 3 on a 2- or 4-column grid', () => {
    const { container } = render(<Gallery id="g" config={eventsGalleryConfig} />);
    expect(container.querySelector('.sw-gallery--cols-4')).not.toBeNull();
    const columns = container.querySelectorAll('.sw-gallery__column');
    expect(columns).toHaveLength(4);
    columns.forEach((col) => expect(col.querySelectorAll('.sw-gallery__item')).toHaveLength(3));
    expect(
      screen.getByTestId('gallery-column-1').contains(screen.getByTestId('gallery-item-3')),
    ).toBe(true);
    cleanup();
    const seven: GalleryConfig = {
      ...orgPhotoGalleryConfig,
      images: eventsGalleryConfig.images.slice(0, 7),
    };
    const second = render(<Gallery id="h" config={seven} />);
    expect(second.container.querySelector('.sw-gallery--cols-2')).not.toBeNull();
    const sizes = Array.from(
      second.container.querySelectorAll('.sw-gallery__column'),
      (c) => c.children.length,
    );
    expect(sizes).toEqual([3, 3, 1]);
  });

  it('opens the popup at the clicked image with counter and caption, and wraps both ways', () => {
    render(<Gallery id="p" config={eventsGalleryConfig} />);
    expect(screen.queryByTestId('gallery-popup')).toBeNull();
    fireEvent.click(screen.getByTestId('gallery-item-2'));
    expect(screen.getByTestId('gallery-popup')).toBeTruthy();
    expect(counter()).toBe('3 / 12');
    expect(screen.getByText('Candlelit reception dinner, Jaipur')).toBeTruthy();
    fireEvent.click(screen.getByTestId('gallery-close'));
    act(() => {
      vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS);
    });

    fireEvent.click(screen.getByTestId('gallery-item-11'));
    expect(counter()).toBe('12 / 12');
    fireEvent.click(screen.getByTestId('gallery-next'));
    expect(counter()).toBe('1 / 12');
    fireEvent.click(screen.getByTestId('gallery-prev'));
    expect(counter()).toBe('12 / 12');
    fireEvent.click(screen.getByTestId('gallery-next'));
    fireEvent.click(screen.getByTestId('gallery-prev'));
    fireEvent.click(screen.getByTestId('gallery-prev'));
    expect(counter()).toBe('11 / 12');
  });

  it('moves with the arrow keys, wrapping from first to last', () => {
    render(<Gallery id="k" config={eventsGalleryConfig} />);
    fireEvent.click(screen.getByTestId('gallery-item-0'));
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(counter()).toBe('12 / 12');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(counter()).toBe('1 / 12');
  });

  it('locks scroll while open and closes after 200 ms, unlocking scroll', () => {
    render(<Gallery id="c" config={eventsGalleryConfig} />);
    fireEvent.click(screen.getByTestId('gallery-item-4'));
    expect(document.documentElement.classList.contains('sw-scroll-locked')).toBe(true);
    expect(openPopupCount()).toBe(1);
    fireEvent.click(screen.getByTestId('gallery-close'));
    act(() => {
      vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS - 1);
    });
    expect(screen.getByTestId('gallery-popup').className).not.toContain('sw-popup--visible');
    expect(document.documentElement.classList.contains('sw-scroll-locked')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('gallery-popup')).toBeNull();
    expect(document.documentElement.classList.contains('sw-scroll-locked')).toBe(false);
    expect(openPopupCount()).toBe(0);
  });

  it('closes with Escape', () => {
    render(<Gallery id="e" config={orgPhotoGalleryConfig} />);
    fireEvent.click(screen.getByTestId('gallery-item-1'));
    fireEvent.keyDown(window, { key: 'Escape' });
    act(() => {
      vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS);
    });
    expect(screen.queryByTestId('gallery-popup')).toBeNull();
  });

  it('renders on the server', () => {
    const html = renderToString(<Gallery id="s" config={orgPhotoGalleryConfig} />);
    expect(html).toContain('Photo gallery');
    expect(html).toContain('data-testid="gallery-item-5"');
    expect(html).not.toContain('gallery-popup');
  });

  it('gives a photo its phone image at half the phone width when it has one', () => {
    const config: GalleryConfig = {
      ...eventsGalleryConfig,
      images: [{ ...eventsGalleryConfig.images[0]!, mobileImage: '/demo/hero-2.svg' }],
    };
    const html = renderToString(<Gallery id="g" config={config} />);
    expect(html).toContain(
      '<picture class="sw-picture"><source type="image/avif" media="(max-width: 767.98px)"',
    );
    expect(html).toMatch(
      /<source media="[^"]*" srcSet="\/demo\/w\/320\/hero-2[^"]*"[^>]*sizes="calc\(50vw - 26px\)"/,
    );
  });
});
