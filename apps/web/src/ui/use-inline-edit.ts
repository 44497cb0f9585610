import { useState } from 'react';

export type InlineEdit = {
  editing: boolean;
  draft: string;
  pending: boolean;
  start(): void;
  cancel(): void;
  setDraft(value: string): void;
  /** Saves the draft, or `next` (a choice picked from a list), unless unchanged; leaves editing when saved. */
  commit(next?: string): Promise<void>;
  /** Enter saves, Escape cancels. */
  onKeyDown(event: { key: string; preventDefault(): void }): void;
};

/**
 * A table cell edited in place: shows the value until `start`, then a draft that `commit` saves
 * through `save`. A failed save stays in editing with the draft, so nothing typed is lost.
 */
export function useInlineEdit(value: string, save: (next: string) => Promise<unknown>): InlineEdit {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [pending, setPending] = useState(false);
  const commit = async (next = draft) => {
    if (next === value) {
      setEditing(false);
      return;
    }
    setPending(true);
    try {
      await save(next);
      setEditing(false);
    } finally {
      setPending(false);
    }
  };
  return {
    editing,
    draft,
    pending,
    start: () => {
      setDraft(value);
      setEditing(true);
    },
    cancel: () => setEditing(false),
    setDraft,
    commit,
    onKeyDown: (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        void commit().catch(() => undefined);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        setEditing(false);
      }
    },
  };
}
