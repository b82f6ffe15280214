// A dual-thumb price range: two labelled native range inputs over one track, so each thumb works
// with the keyboard (arrows, Page Up/Down, Home/End) and is announced with its dollar value.
import styled from 'styled-components';
import { formatUsd, theme } from 'shared-ui';
import { PRICE_MIN, PRICE_STEP } from './filter-products';

/** Whole dollars, "$6,000" (the slider moves in whole steps); no Intl formatter on the page's first render. */
export const dollars = (n: number): string => formatUsd(n).replace(/\.00$/, '');

const Wrap = styled.div`position: relative; height: 44px; margin: 0 11px;`;
const Track = styled.div`
  position: absolute; left: 0; right: 0; top: 50%; height: 6px; margin-top: -3px; border-radius: 3px; background: ${theme.color.line};
`;
const Fill = styled.div`position: absolute; top: 0; bottom: 0; background: ${theme.color.navy}; border-radius: 3px;`;
const thumb = `
  pointer-events: auto; width: 22px; height: 22px; border-radius: 50%; cursor: pointer;
  background: ${theme.color.navy}; border: 3px solid #fff; box-shadow: 0 0 0 1px ${theme.color.navy}, 0 1px 4px rgba(0,0,0,.3);
`;
const Range = styled.input`
  position: absolute; left: -11px; width: calc(100% + 22px); top: 0; height: 44px; margin: 0;
  background: transparent; pointer-events: none; -webkit-appearance: none; appearance: none;
  &::-webkit-slider-runnable-track { background: transparent; height: 44px; }
  &::-moz-range-track { background: transparent; }
  &::-webkit-slider-thumb { -webkit-appearance: none; appearance: none; margin-top: 11px; ${thumb} }
  &::-moz-range-thumb { ${thumb} }
  &:focus { outline: none; }
  &:focus-visible::-webkit-slider-thumb { box-shadow: 0 0 0 3px #fff, 0 0 0 6px ${theme.color.focus}; }
  &:focus-visible::-moz-range-thumb { box-shadow: 0 0 0 3px #fff, 0 0 0 6px ${theme.color.focus}; }
`;
const Values = styled.p`
  display: flex; justify-content: space-between; margin: 4px 0 0; font-weight: 600; color: ${theme.color.navy};
`;

/**
 * `max` null means "no upper limit": the top thumb sits at the slider's end and reads "$6,000+".
 * Moving the top thumb to the end sets the limit back to none.
 */
export function PriceRange({ min, max, sliderMax, onChange, idPrefix, names }: {
  min: number; max: number | null; sliderMax: number; idPrefix: string;
  /** The form field names of the two thumbs (a form sends them as the address's min and max). */
  names?: { min: string; max: string };
  onChange: (next: { min: number; max: number | null }) => void;
}) {
  const lo = Math.min(min, sliderMax);
  const hi = max === null ? sliderMax : Math.min(Math.max(max, lo), sliderMax);
  const pct = (v: number) => ((v - PRICE_MIN) / (sliderMax - PRICE_MIN)) * 100;
  const hiText = max === null || max >= sliderMax ? `${dollars(sliderMax)}+` : dollars(hi);
  return (
    <div>
      <Wrap>
        <Track><Fill style={{ left: `${pct(lo)}%`, right: `${100 - pct(hi)}%` }} /></Track>
        <Range
          type="range" id={`${idPrefix}-min`} name={names?.min} aria-label="Minimum price" min={PRICE_MIN} max={sliderMax} step={PRICE_STEP}
          value={lo} aria-valuetext={dollars(lo)}
          // when the thumbs meet, the one that can still move inwards sits on top
          style={{ zIndex: lo >= hi && hi > sliderMax / 2 ? 2 : 1 }}
          onChange={(e) => {
            const v = Math.min(Number(e.target.value), hi);
            onChange({ min: v, max });
          }}
        />
        <Range
          type="range" id={`${idPrefix}-max`} name={names?.max} aria-label="Maximum price" min={PRICE_MIN} max={sliderMax} step={PRICE_STEP}
          value={hi} style={{ zIndex: 1 }} aria-valuetext={hiText === `${dollars(sliderMax)}+` ? `${dollars(sliderMax)} or more` : hiText}
          onChange={(e) => {
            const v = Math.max(Number(e.target.value), lo);
            onChange({ min, max: v >= sliderMax ? null : v });
          }}
        />
      </Wrap>
      <Values aria-hidden="true" data-testid="price-values"><span>{dollars(lo)}</span><span>{hiText}</span></Values>
    </div>
  );
}
