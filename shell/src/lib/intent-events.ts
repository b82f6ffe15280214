/** The events that show intent to follow a link: a pointer resting on it, a touch, keyboard focus. */
export const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;
