// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultsFromSchema } from '../../schemas/defaults';
import { faqSchema } from '../../schemas/sections/faq';
import { validatorsFor } from './test-support';

afterEach(cleanup);
// Each test gets lazy.tsx afresh: its forms chunk not loaded, nothing asked for yet.
beforeEach(() => {
  vi.resetModules();
});

const settings = { title: 'Home', path: '/', seo: {} };

describe('the lazily loaded inspector forms', () => {
  it('keep the page settings a placeholder until preloadInspector, then show the form', async () => {
    const { LazyPageSettingsForm, preloadInspector } = await import('./lazy');
    render(<LazyPageSettingsForm value={settings} onChange={() => {}} />);
    expect(screen.getByText('Loading the form…')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId('page-settings-form')).toBeNull();
    preloadInspector();
    expect(await screen.findByTestId('page-settings-form')).toBeTruthy();
  });

  it('load the section form as soon as one is shown, and render it at once after that', async () => {
    const { LazySectionForm } = await import('./lazy');
    const props = {
      schema: faqSchema,
      validators: validatorsFor(faqSchema),
      value: defaultsFromSchema(faqSchema) as Record<string, unknown>,
      onChange: () => {},
    };
    const first = render(<LazySectionForm {...props} />);
    expect(screen.getByText('Loading the form…')).toBeTruthy();
    expect(await screen.findByTestId('section-form')).toBeTruthy();
    first.unmount();
    // The chunk is here: the next form is there in the very render that shows it.
    render(<LazySectionForm {...props} idPrefix="again" />);
    expect(screen.getByTestId('section-form')).toBeTruthy();
  });
});
