// Speakers come in two shapes (spec section 3): webinars {speakerName, speakerTitle, speakerImage,
// speakerDescription}, events {name, title, image}. Pages read one shape.
import type { EventSpeaker, WebinarSpeaker } from 'shared-api';

export interface Person { name: string; title: string; image: string; description: string }

export function toPeople(list: ReadonlyArray<WebinarSpeaker | EventSpeaker> | null | undefined): Person[] {
  return (list ?? []).map((s) => ('speakerName' in s
    ? { name: s.speakerName, title: s.speakerTitle ?? '', image: s.speakerImage ?? '', description: s.speakerDescription ?? '' }
    : { name: s.name, title: s.title ?? '', image: s.image ?? '', description: '' }))
    .filter((p) => typeof p.name === 'string' && p.name.trim() !== '');
}
