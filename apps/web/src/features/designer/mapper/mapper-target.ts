import { create } from 'zustand';

/** The input the mapper inserts into: the one focused last (clicking the tree takes the focus away). */
export type MapperTarget = {
  id: string;
  label: string;
  /** Inserts a field path or a function call at the input's caret. */
  insert(fragment: string): void;
};

export const useMapperTarget = create<{ target: MapperTarget | null }>(() => ({ target: null }));

export const mapperTarget = {
  set(target: MapperTarget) {
    useMapperTarget.setState({ target });
  },
  /** Forgets the target when its input goes (another step's panel, a closed panel). */
  clear(id?: string) {
    const current = useMapperTarget.getState().target;
    if (!id || current?.id === id) useMapperTarget.setState({ target: null });
  },
  get: () => useMapperTarget.getState().target,
};
