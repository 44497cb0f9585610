import { MESSAGES } from '@flowlane/contracts';
import type { Texts } from '../shape';

/**
 * The spec's messages (sections 2, 5 and 8). English is MESSAGES from contracts, letter for letter (the
 * server sends the same words); Turkish and Arabic translate them key by key.
 */
export const messages: { [K in keyof typeof MESSAGES]: string } = { ...MESSAGES };

export type MessagesTexts = Texts<typeof messages>;
