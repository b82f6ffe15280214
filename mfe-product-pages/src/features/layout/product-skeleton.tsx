import styled from 'styled-components';
import { Container, Loader, Skeleton } from 'shared-ui';
import { Hero, HeroGrid } from './page-parts';

const Lines = styled.div`display: grid; gap: 14px;`;
const Light = styled(Skeleton)`background: rgba(255, 255, 255, 0.18);`;

/** The page while its product loads: the hero's final size, and the loader for screen readers. */
export function ProductSkeleton({ label }: { label: string }) {
  return (
    <div data-testid="product-loading">
      <Hero>
        <HeroGrid>
          <Lines>
            <Light $w="180px" $h="28px" $radius="999px" />
            <Light $w="70%" $h="44px" />
            <Light $w="90%" $h="20px" />
            <Light $w="85%" $h="20px" />
            <Light $w="40%" $h="20px" />
          </Lines>
          <Light $h="320px" $radius="10px" />
        </HeroGrid>
      </Hero>
      <Container><Loader label={label} /></Container>
    </div>
  );
}
