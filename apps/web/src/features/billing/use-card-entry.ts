import { useCallback, useState } from 'react';
import type { CardGateway, CardState } from './card-gateway';

/** The card entry's state as a billing form reads it: complete, its gateway, and a provider that failed. */
export function useCardEntry() {
  const [card, setCard] = useState<CardState>({ complete: false, error: null });
  const [gateway, setGateway] = useState<CardGateway | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  return {
    card,
    gateway,
    loadFailed,
    props: {
      onChange: useCallback((state: CardState) => setCard(state), []),
      onGateway: useCallback((next: CardGateway | null) => setGateway(() => next), []),
      onLoadError: useCallback(() => setLoadFailed(true), []),
    },
  };
}
