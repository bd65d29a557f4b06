// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultsFromSchema } from '../../schemas/defaults';
import { faqSchema, type FaqConfig } from '../../schemas/sections/faq';
import { heroSliderSchema, type HeroSliderConfig } from '../../schemas/sections/hero-slider';
import { richSectionSchema } from '../../schemas/sections/rich-section';
import { teamGridSchema } from '../../schemas/sections/team-grid';
import type { JsonSchema } from '../../schemas/types';
import { SectionForm } from './SectionForm';
import { fakeFrames, paint, realFrames } from '../../tests/support/frames';
import { chooseOption, renderSectionForm, validatorsFor } from './test-support';

afterEach(cleanup);

const defaults = <T,>(schema: JsonSchema) => defaultsFromSchema(schema) as T;
const questions = (v: Record<string, unknown>) => (v as FaqConfig).items.map((i) => i.question);

describe('SectionForm', () => {
  it('reports nothing until the owner edits, then each field by its JSON pointer', () => {
    const onChange = vi.fn();
    render(
      <SectionForm
        schema={faqSchema}
        validators={validatorsFor(faqSchema)}
        value={defaults(faqSchema)}
        onChange={onChange}
      />,
    );
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Heading/), { target: { value: 'Questions?' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    const [config, path] = onChange.mock.calls[0] as [FaqConfig, string];
    expect(path).toBe('/heading');
    expect(config.heading).toBe('Questions?');
    // the rest of the config is untouched
    expect(config.items).toEqual(defaults<FaqConfig>(faqSchema).items);
  });

  it('reports fields inside array items with their index', () => {
    const form = renderSectionForm(heroSliderSchema, defaults(heroSliderSchema));
    fireEvent.click(screen.getByRole('button', { name: 'Introduce your newest arrival' }));
    fireEvent.change(screen.getByLabelText(/^Heading/), { target: { value: 'New headline' } });
    expect(form.last()?.path).toBe('/slides/0/heading');
    expect((form.last()?.value as HeroSliderConfig).slides[0]?.heading).toBe('New headline');
  });

  it('shows a schema error on the field as you type, and clears it when fixed', () => {
    renderSectionForm(heroSliderSchema, defaults(heroSliderSchema));
    fireEvent.click(screen.getByRole('button', { name: 'Introduce your newest arrival' }));
    const heading = screen.getByLabelText(/^Heading/);
    fireEvent.change(heading, { target: { value: '' } });
    expect(screen.getByText('Cannot be empty')).toBeTruthy();
    expect(heading.getAttribute('aria-describedby')).toContain('__error');
    fireEvent.change(heading, { target: { value: 'Back' } });
    expect(screen.queryByText('Cannot be empty')).toBeNull();
  });

  it('shows variant-only fields only for their variant', () => {
    const form = renderSectionForm(faqSchema, defaults(faqSchema));
    expect(screen.getByLabelText('Accordion: first answer starts open')).toBeTruthy();
    chooseOption(screen.getByRole('combobox', { name: /^Layout/ }), 'List');
    expect(form.last()?.path).toBe('/variant');
    expect(form.last()?.value.variant).toBe('list');
    expect(screen.queryByLabelText('Accordion: first answer starts open')).toBeNull();
    chooseOption(screen.getByRole('combobox', { name: /^Layout/ }), 'Accordion');
    expect(screen.getByLabelText('Accordion: first answer starts open')).toBeTruthy();
  });

  it('hides variant-only fields inside array items', () => {
    const form = renderSectionForm(teamGridSchema, {
      ...defaults(teamGridSchema),
      variant: 'compact',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Priya Raman' }));
    expect(screen.getByLabelText(/^Role/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Short bio/)).toBeNull();
    chooseOption(screen.getByRole('combobox', { name: /^Layout/ }), 'Cards');
    expect(form.last()?.value.variant).toBe('cards');
    expect(screen.getByLabelText(/^Short bio/)).toBeTruthy();
  });

  it('reorders array items with the move buttons, reporting the array', () => {
    const form = renderSectionForm(faqSchema, defaults(faqSchema));
    const before = questions(form.last()?.value ?? defaults(faqSchema));
    fireEvent.click(screen.getByRole('button', { name: 'Move How long does delivery take? down' }));
    expect(form.last()?.path).toBe('/items');
    const after = questions(form.last()!.value);
    expect(after.slice(0, 2)).toEqual([before[1], before[0]]);
    expect(after.slice(2)).toEqual(before.slice(2));
    // the bar follows the data: the first item is now the second question
    const items = screen.getAllByTestId('array-item');
    expect(within(items[0]!).getByText(before[1]!)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Move ${before[1]} down` }));
    expect(questions(form.last()!.value).slice(0, 2)).toEqual(before.slice(0, 2));
  });

  it('adds an item from its schema defaults, opened, and removes items', () => {
    const form = renderSectionForm(faqSchema, defaults(faqSchema));
    const count = defaults<FaqConfig>(faqSchema).items.length;
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const added = (form.last()!.value as FaqConfig).items;
    expect(added).toHaveLength(count + 1);
    expect(added[count]).toEqual({ question: 'Your question', answer: 'A short, helpful answer.' });
    expect(
      screen.getByRole('button', { name: 'Your question' }).getAttribute('aria-expanded'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Your question' }));
    expect((form.last()!.value as FaqConfig).items).toHaveLength(count);
  });

  it('edits blocks of a oneOf list (rich section) with their own fields', () => {
    const form = renderSectionForm(richSectionSchema, defaults(richSectionSchema));
    fireEvent.click(screen.getByRole('button', { name: 'Heading: Our story' }));
    fireEvent.change(screen.getByLabelText(/^Text/), { target: { value: 'Our history' } });
    expect(form.last()?.path).toBe('/blocks/0/text');
    expect(screen.getByRole('button', { name: 'Heading: Our history' })).toBeTruthy();
  });

  it('switches a block to another kind and back with the precompiled validators', () => {
    const form = renderSectionForm(richSectionSchema, defaults(richSectionSchema));
    fireEvent.click(screen.getByRole('button', { name: 'Heading: Our story' }));
    const kind = () => document.getElementById('s_blocks_0__oneof_select') as HTMLSelectElement;
    chooseOption(kind(), 'Paragraph');
    const blocks = () => (form.last()?.value as { blocks: Record<string, unknown>[] }).blocks;
    expect(blocks()[0]?.kind).toBe('paragraph');
    fireEvent.change(screen.getByLabelText(/^Text/), { target: { value: 'A paragraph' } });
    expect(blocks()[0]).toMatchObject({ kind: 'paragraph', text: 'A paragraph' });
    chooseOption(kind(), 'Quote');
    expect(blocks()[0]?.kind).toBe('quote');
    // The new kind's required quote, emptied, is checked as the owner types.
    fireEvent.change(screen.getByLabelText(/^Quote/), { target: { value: '' } });
    expect(screen.getByText('Cannot be empty')).toBeTruthy();
  });
});

describe('a keystroke in a plain text field (onTyping)', () => {
  // The form hands rjsf the change after the frame (after-paint.ts): frames on the fake clock.
  beforeEach(fakeFrames);
  afterEach(realFrames);
  const renderTyped = () => {
    const log: string[] = [];
    const onChange = vi.fn((config: Record<string, unknown>, path: string) =>
      log.push(`change ${path} ${String(config.heading)}`),
    );
    const onTyping = vi.fn((config: Record<string, unknown>, path: string) =>
      log.push(`typing ${path} ${String(config.heading)}`),
    );
    const onBlurField = vi.fn(() => log.push('blur'));
    render(
      <SectionForm
        schema={faqSchema}
        validators={validatorsFor(faqSchema)}
        value={defaults(faqSchema)}
        onChange={onChange}
        onTyping={onTyping}
        onBlurField={onBlurField}
      />,
    );
    return { log, heading: screen.getByLabelText(/^Heading/) as HTMLInputElement };
  };

  it('is predicted at once and reaches onChange after the frame, keys before it as one change', () => {
    const { log, heading } = renderTyped();
    fireEvent.input(heading, { target: { value: 'Q' } });
    fireEvent.input(heading, { target: { value: 'Qu' } });
    // The field shows the letters; rjsf has not been given them yet.
    expect(heading.value).toBe('Qu');
    expect(log).toEqual(['typing /heading Q', 'typing /heading Qu']);
    paint();
    expect(log).toEqual(['typing /heading Q', 'typing /heading Qu', 'change /heading Qu']);
    paint();
    expect(log).toHaveLength(3);
    expect(heading.value).toBe('Qu');
  });

  it('hands a held change over before the field loses focus', () => {
    const { log, heading } = renderTyped();
    fireEvent.input(heading, { target: { value: 'Q' } });
    fireEvent.focusOut(heading);
    expect(log).toEqual(['typing /heading Q', 'change /heading Q', 'blur']);
    paint();
    expect(log).toHaveLength(3);
  });

  it('sends what it cannot predict (an emptied field) to onChange at once', () => {
    const { log, heading } = renderTyped();
    fireEvent.input(heading, { target: { value: 'Q' } });
    fireEvent.input(heading, { target: { value: '' } });
    expect(log).toEqual(['typing /heading Q', 'change /heading ']);
    paint();
    expect(log).toHaveLength(2);
  });
});
