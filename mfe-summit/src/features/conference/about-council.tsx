import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Container, media, theme } from 'shared-ui';
import type { SummitPageContent } from '../../lib/summit-content';
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
const Play = styled.button`
  position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 10px;
  border: 0; cursor: pointer; color: #fff; font-weight: 700; font-size: 1.1rem;
  background: rgba(20, 33, 61, 0.45);
  span[aria-hidden] {
    display: grid; place-items: center; width: 72px; height: 72px; border-radius: 50%;
    background: ${theme.color.accent}; color: ${theme.color.navy}; font-size: 1.8rem; padding-left: 4px;
  }
  &:hover span[aria-hidden], &:focus-visible span[aria-hidden] { transform: scale(1.06); }
  &:focus-visible { outline: 4px solid ${theme.color.accent}; outline-offset: -4px; }
`;

/** The promo video starts without controls under a Play Video overlay; pressing it plays and shows the controls. */
export function PromoVideo({ video }: { video: SummitPageContent['about']['video'] }) {
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
        <Play type="button" onClick={start} aria-label={`Play Video: ${video.title}`}>
          <span aria-hidden="true">▶</span>
          Play Video
        </Play>
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
          <PromoVideo video={about.video} />
        </Grid>
      </Container>
    </Anchor>
  );
}
