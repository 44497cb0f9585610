import { useEffect, useEffectEvent } from 'react';
import { designer } from '../store/designer-store';

type Actions = { save(): void; copy(): void; paste(): void };

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Shortcuts that act on steps only fire with the focus on the canvas or nowhere (not in a form or dialog). */
function onCanvas(target: EventTarget | null): boolean {
  if (target === document.body) return true;
  return target instanceof Element && target.closest('.fl-canvas, [data-testid="designer-toolbar"]') !== null;
}

/**
 * The designer's keyboard: Ctrl/Cmd+S saves (anywhere on the page); on the canvas Delete/Backspace,
 * Ctrl+C / Ctrl+V, Ctrl+A, Ctrl+Z undo, Ctrl+Shift+Z and Ctrl+Y redo.
 */
export function useDesignerShortcuts(actions: Actions): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (mod && key === 's') {
      event.preventDefault();
      actions.save();
      return;
    }
    if (isEditable(event.target) || !onCanvas(event.target)) return;
    if (mod && key === 'z') designer[event.shiftKey ? 'redo' : 'undo']();
    else if (mod && key === 'y') designer.redo();
    else if (mod && key === 'c') actions.copy();
    else if (mod && key === 'v') actions.paste();
    else if (mod && key === 'a') designer.selectAll();
    else if (!mod && (key === 'delete' || key === 'backspace')) designer.deleteSelected();
    else return;
    event.preventDefault();
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
