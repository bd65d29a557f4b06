// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  isEditableTarget,
  shortcutFor,
  shortcutLabel,
  type KeyInput,
  type Shortcut,
} from './keyboard';

const press = (key: string, mods: string = '', targetIsEditable = false): KeyInput => ({
  key,
  ctrlKey: mods.includes('ctrl'),
  metaKey: mods.includes('meta'),
  shiftKey: mods.includes('shift'),
  altKey: mods.includes('alt'),
  targetIsEditable,
});

describe('shortcutFor', () => {
  const table: [KeyInput, Shortcut | null][] = [
    [press('z', 'ctrl'), 'undo'],
    [press('z', 'meta'), 'undo'],
    [press('Z', 'ctrl shift'), 'redo'],
    [press('z', 'meta shift'), 'redo'],
    [press('y', 'ctrl'), 'redo'],
    [press('y', 'meta'), 'redo'],
    [press('c', 'ctrl'), 'copy'],
    [press('C', 'meta'), 'copy'],
    [press('v', 'ctrl'), 'paste'],
    [press('v', 'meta'), 'paste'],
    [press('d', 'ctrl'), 'duplicate'],
    [press('d', 'meta'), 'duplicate'],
    [press('Delete'), 'delete'],
    // Not shortcuts:
    [press('Backspace'), null],
    [press('Delete', 'shift'), null],
    [press('Delete', 'ctrl'), null],
    [press('z'), null],
    [press('c'), null],
    [press('y', 'ctrl shift'), null],
    [press('v', 'ctrl shift'), null],
    [press('z', 'ctrl alt'), null], // AltGr on Windows
    [press('x', 'ctrl'), null],
    [press('Escape'), null],
  ];
  it.each(table)('maps %o to %s', (input, expected) => {
    expect(shortcutFor(input)).toBe(expected);
  });

  it('fires nothing while typing in a field, so its own undo and copy work', () => {
    for (const [input] of table) {
      expect(shortcutFor({ ...input, targetIsEditable: true })).toBeNull();
    }
  });
});

describe('isEditableTarget', () => {
  const make = (html: string) => {
    document.body.innerHTML = html;
    return document.querySelector('[data-t]');
  };

  it('is true for text inputs, textareas, selects, contenteditable and monaco', () => {
    expect(isEditableTarget(make('<input data-t>'))).toBe(true);
    expect(isEditableTarget(make('<input type="search" data-t>'))).toBe(true);
    expect(isEditableTarget(make('<textarea data-t></textarea>'))).toBe(true);
    expect(isEditableTarget(make('<select data-t></select>'))).toBe(true);
    expect(isEditableTarget(make('<div contenteditable="true"><p data-t>x</p></div>'))).toBe(true);
    expect(isEditableTarget(make('<div class="monaco-editor"><div data-t></div></div>'))).toBe(
      true,
    );
  });

  it('is false for buttons, checkboxes, plain elements and nothing', () => {
    expect(isEditableTarget(make('<button data-t>x</button>'))).toBe(false);
    expect(isEditableTarget(make('<input type="checkbox" data-t>'))).toBe(false);
    expect(isEditableTarget(make('<div data-t></div>'))).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
    expect(isEditableTarget(window)).toBe(false);
  });
});

describe('shortcutLabel', () => {
  it('writes the combination in the platform’s notation', () => {
    expect(shortcutLabel('undo', false)).toBe('Ctrl+Z');
    expect(shortcutLabel('redo', true)).toBe('⇧⌘Z');
  });
});
