import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Container, media, theme } from 'shared-ui';
import type { SummitPageContent } from '../../lib/summit-content';
import { formatDeadline } from './format';
import { Anchor, SectionHead } from './sections';

const Grid = styled.div`
  display: grid; grid-template-columns: 1fr 1fr; gap: 32px; align-items: center;
  ${media.mobile} { grid-template-columns: 1fr; gap: 20px; }
  p { margin: 0 0 12px; }
`;
const Frame = styled.div`
  position: relative; aspect-ratio: 16 / 9; border-radius: ${theme.radius}; overflow: hidden; background: ${theme.color.navy};
  video { display: block; width: 100%; height: 100%; object-fit: cover; }
`;
// the poster's words, written over the (text-free) poster image from the summit's own data
const Poster = styled.div`
  position: absolute; inset: 0; padding: 24px 28px; display: flex; flex-direction: column; justify-content: flex-start; gap: 6px;
  pointer-events: none; color: #fff;
  .eyebrow { margin: 0; font-size: .85rem; font-weight: 700; letter-spacing: .2em; text-transform: uppercase; color: #f2c14e; }
  .headline { margin: 0; font-size: clamp(1.2rem, 2.6vw, 2rem); font-weight: 700; line-height: 1.15; max-width: 16ch; }
  .when { margin: 0; font-size: .95rem; color: #e8ecf5; }
  ${media.mobile} { padding: 14px 16px; gap: 2px; .eyebrow { font-size: .7rem; } .headline { font-size: 1.1rem; } .when { font-size: .8rem; } }
`;
// in the poster's bottom corner, clear of its headline
const Play = styled.button`
  position: absolute; right: 16px; bottom: 16px; display: inline-flex; align-items: center; gap: 10px;
  min-height: 48px; padding: 6px 18px 6px 6px; border: 0; border-radius: 999px; cursor: pointer;
  color: ${theme.color.navy}; background: #fff; font-weight: 700; font-size: 1rem;
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.25);
  span[aria-hidden] {
    display: grid; place-items: center; width: 40px; height: 40px; border-radius: 50%;
    background: ${theme.color.accent}; color: ${theme.color.navy}; font-size: 1.1rem; padding-left: 3px;
  }
  &:hover span[aria-hidden], &:focus-visible span[aria-hidden] { transform: scale(1.06); }
  &:focus-visible { outline: 4px solid ${theme.color.accent}; outline-offset: 2px; }
  ${media.mobile} { right: 10px; bottom: 10px; min-height: 44px; span[aria-hidden] { width: 34px; height: 34px; } }
`;

/** What the poster says: the summit's name, the first hero headline and the day and city, from the data. */
export interface PosterText { eyebrow: string; headline: string; when: string }

export const posterTextOf = (content: SummitPageContent): PosterText => ({
  eyebrow: content.name,
  headline: content.hero[0]?.title ?? content.tagline,
  when: `${formatDeadline(content.startDate)} · ${content.venue.city}`,
});

/** The promo video starts without controls under a Play Video overlay; pressing it plays and shows the controls. */
export function PromoVideo({ video, poster }: { video: SummitPageContent['about']['video']; poster: PosterText }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  // the captions come with playing: a <track> in the page would be fetched at once, and fetched again
  // when the app replaces the served page (ARCHITECTURE.md 5b); added on start, it is turned on here
  useEffect(() => {
    const tracks = started ? ref.current?.textTracks : undefined;
    for (let i = 0; tracks && i < tracks.length; i++) if (tracks[i]!.kind === 'captions') tracks[i]!.mode = 'showing';
  }, [started]);
  const start = () => {
    const el = ref.current;
    setStarted(true);
    if (!el) return;
    el.controls = true;
    el.focus();
    const p = el.play();
    if (p && typeof p.catch === 'function') p.catch((e: unknown) => console.error('[summit] promo video could not start', e));
  };
  return (
    <Frame>
      <video
        ref={ref}
        src={video.src}
        poster={video.poster}
        preload="none"
        playsInline
        controls={started}
        width={640}
        height={360}
        aria-label={video.title}
        tabIndex={started ? 0 : -1}
        data-testid="promo-video"
      >
        {started && video.captions && <track kind="captions" src={video.captions} srcLang="en" label="English" default />}
      </video>
      {!started && (
        <>
          <Poster data-testid="video-poster">
            <p className="eyebrow">{poster.eyebrow}</p>
            <p className="headline" data-testid="video-poster-headline">{poster.headline}</p>
            <p className="when">{poster.when}</p>
          </Poster>
          <Play type="button" onClick={start} aria-label={`Play Video: ${video.title}`}>
            <span aria-hidden="true">▶</span>
            Play Video
          </Play>
        </>
      )}
    </Frame>
  );
}

export function AboutCouncil({ content }: { content: SummitPageContent }) {
  const about = content.about;
  return (
    <Anchor id="about-council" aria-labelledby="about-title">
      <Container>
        <Grid>
          <div>
            <SectionHead style={{ marginBottom: 16 }}><h2 id="about-title">{about.title}</h2></SectionHead>
            {about.text.split(/\n{2,}/).map((p) => <p key={p.slice(0, 40)}>{p}</p>)}
          </div>
          <PromoVideo video={about.video} poster={posterTextOf(content)} />
        </Grid>
      </Container>
    </Anchor>
  );
}
