// The catalog's filter controls: search, price range, product type and trait. Rendered in the
// desktop side panel and, below 900 px, inside the bottom drawer. Every change is reported at
// once with the control's name (the page coalesces a run of changes to one control into one
// history entry).
// The panel is also a plain form: `GET /catalog` with the address's own parameters (q, min, max,
// type, trait: filter-products.ts parseFilters), so without scripts checking a facet and pressing
// Apply Filters (only there without scripts: <noscript>) loads /catalog?… and the server's render
// lists what matches. With scripts every change applies at once, as before, and a submit (Enter in
// the search box) is kept on the page.
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, theme } from 'shared-ui';
import { PriceRange } from './price-range';
import { CATALOG_PATH, TRAITS, TYPE_OPTIONS, toggle, type Filters } from './filter-products';

export type FilterControl = 'q' | 'min' | 'max' | 'type' | 'trait' | 'reset';

const Panel = styled.form`
  display: grid; gap: 18px;
  fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  legend, .label { display: block; font-weight: 700; color: ${theme.color.navy}; margin-bottom: 8px; padding: 0; }
`;
const Search = styled.input`
  width: 100%; min-height: 44px; padding: 8px 12px; border: 1px solid ${theme.color.border}; border-radius: 8px; background: #fff;
`;
const Options = styled.div`display: grid; gap: 2px;`;
const Check = styled.label`
  display: flex; align-items: center; gap: 10px; min-height: 32px; cursor: pointer; border-radius: 6px; padding: 0 4px;
  input { width: 18px; height: 18px; margin: 0; accent-color: ${theme.color.navy}; flex: none; }
  &:hover { background: ${theme.color.surfaceAlt}; }
`;
/* A reset done by the page: without scripts it cannot act, and a <noscript> link stands in for it. */
export const ScriptReset = styled(Button)`
  @media (scripting: none) { display: none; }
`;
const NoScriptActions = styled.div`display: grid; gap: 10px;`;

const keepOnPage = (e: FormEvent<HTMLFormElement>) => e.preventDefault();

export function FilterPanel({ filters, sliderMax, idPrefix, onChange, onReset, resetHref = CATALOG_PATH }: {
  filters: Filters;
  sliderMax: number;
  idPrefix: string;
  onChange: (change: Partial<Omit<Filters, 'page'>>, control: FilterControl) => void;
  onReset: () => void;
  /** The address of the reset filters (the link that resets them without scripts). */
  resetHref?: string;
}) {
  // The search box keeps its own text so typing is never interrupted; it follows the address when
  // that changes from elsewhere (back/forward, reset).
  const [text, setText] = useState(filters.q);
  useEffect(() => { setText((t) => (t === filters.q ? t : filters.q)); }, [filters.q]);

  return (
    <Panel method="get" action={CATALOG_PATH} onSubmit={keepOnPage}>
      <div role="search">
        <label className="label" htmlFor={`${idPrefix}-q`}>Search programs</label>
        <Search
          id={`${idPrefix}-q`} name="q" type="search" value={text} placeholder="Name or topic, e.g. MSL" autoComplete="off" maxLength={200}
          onChange={(e) => { setText(e.target.value); onChange({ q: e.target.value }, 'q'); }}
        />
      </div>
      <fieldset>
        <legend>Price range</legend>
        <PriceRange
          idPrefix={`${idPrefix}-price`} names={{ min: 'min', max: 'max' }} min={filters.min} max={filters.max} sliderMax={sliderMax}
          onChange={(next) => onChange(next, next.min !== filters.min ? 'min' : 'max')}
        />
      </fieldset>
      <fieldset>
        <legend>Product type</legend>
        <Options>
          {TYPE_OPTIONS.map((o) => (
            <Check key={o.value}>
              <input
                type="checkbox" name="type" value={o.value} checked={filters.types.includes(o.value)}
                onChange={() => onChange({ types: toggle(filters.types, o.value) }, 'type')}
              />
              {o.label}
            </Check>
          ))}
        </Options>
      </fieldset>
      <fieldset>
        <legend>Product trait</legend>
        <Options>
          {TRAITS.map((t) => (
            <Check key={t}>
              <input
                type="checkbox" name="trait" value={t} checked={filters.traits.includes(t)}
                onChange={() => onChange({ traits: toggle(filters.traits, t) }, 'trait')}
              />
              {t}
            </Check>
          ))}
        </Options>
      </fieldset>
      <ScriptReset $variant="ghost" onClick={onReset}>Reset filters</ScriptReset>
      <noscript>
        <NoScriptActions>
          <Button type="submit">Apply Filters</Button>
          <ButtonLink to={resetHref} $variant="ghost">Reset filters</ButtonLink>
        </NoScriptActions>
      </noscript>
    </Panel>
  );
}
